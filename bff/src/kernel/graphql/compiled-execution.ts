import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  execute,
  getNamedType,
  isAbstractType,
  isCompositeType,
  isObjectType,
  Kind,
  type DirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * How the bff executes GraphQL (issue 14): Apollo Server's request pipeline as before (parsing,
 * the validated-document cache, validation rules, plugins, error formatting), with the execution
 * step handed to a query compiled once per document by graphql-jit, through Apollo's gateway hook.
 *
 * Why: graphql-js builds a path and an info object for every field of every product and awaits
 * each through Apollo's per-field plugin wrapper (the cache-control plugin's `willResolveField`);
 * a catalogue page of 20 products is ~400 such hops. The compiled query reads plain fields inline
 * and only calls the resolvers the bff defines.
 *
 * The cache hints (`@cacheControl`) are read once per document instead of once per resolved field
 * (`documentCachePolicy`), and the `cache-control` header is written as Apollo's plugin did
 * (`cacheControlHeader`): Apollo's own cache-control plugin is disabled, since its per-field hook
 * is what makes Apollo wrap every resolver.
 *
 * Mutations, any document graphql-jit cannot compile and a document's first executions
 * (`COMPILE_AFTER_USES`) run on graphql-js as before; so does a query whose variables are refused (nothing has run then), so its errors read exactly as
 * graphql-js words them (the Spanish input messages depend on that wording).
 */

/** A cache hint as Apollo's `CacheHint` (@apollo/cache-control-types). */
interface CacheHint {
  maxAge?: number;
  scope?: 'PUBLIC' | 'PRIVATE';
}

type Hint = CacheHint & { inheritMaxAge?: true };

/** Apollo's CachePolicy.restrict (cachePolicy.ts): the lower maxAge; PRIVATE wins over PUBLIC. */
function restrict(policy: CacheHint, hint: CacheHint): void {
  if (hint.maxAge !== undefined && (policy.maxAge === undefined || hint.maxAge < policy.maxAge)) {
    policy.maxAge = hint.maxAge;
  }
  if (hint.scope !== undefined && policy.scope !== 'PRIVATE') policy.scope = hint.scope;
}

/** Apollo's CachePolicy.replace. */
function replace(policy: CacheHint, hint: CacheHint): void {
  if (hint.maxAge !== undefined) policy.maxAge = hint.maxAge;
  if (hint.scope !== undefined) policy.scope = hint.scope;
}

/** The `@cacheControl` directive among these, read as Apollo's cache-control plugin reads it. */
function hintFromDirectives(directives: readonly DirectiveNode[] | undefined): Hint | undefined {
  const directive = directives?.find((d) => d.name.value === 'cacheControl');
  if (!directive?.arguments) return undefined;
  const arg = (name: string) => directive.arguments?.find((a) => a.name.value === name)?.value;
  const scopeArg = arg('scope');
  const scopeName = scopeArg?.kind === Kind.ENUM ? scopeArg.value : undefined;
  const scope = scopeName === 'PUBLIC' || scopeName === 'PRIVATE' ? scopeName : undefined;
  const inherit = arg('inheritMaxAge');
  if (inherit?.kind === Kind.BOOLEAN && inherit.value) return { inheritMaxAge: true, scope };
  const maxAge = arg('maxAge');
  return { maxAge: maxAge?.kind === Kind.INT ? parseInt(maxAge.value, 10) : undefined, scope };
}

function typeHint(type: GraphQLCompositeType): Hint {
  for (const node of [type.astNode, ...(type.extensionASTNodes ?? [])]) {
    const hint = hintFromDirectives(node?.directives);
    if (hint) return hint;
  }
  return {};
}

const fieldHint = (field: GraphQLField<unknown, unknown>): Hint => hintFromDirectives(field.astNode?.directives) ?? {};

/**
 * The policy Apollo's cache-control plugin would reach for this operation, worked out from the
 * document and the schema once: every field the document selects restricts it as the plugin's
 * `willResolveField` does (the field's hint, else its type's; `inheritMaxAge`; root fields and
 * composite fields without a hint are maxAge 0). Fields the plugin would not reach at run time
 * (an empty list, a null object, the other branch of a fragment) restrict it too, so the answer
 * is never more cacheable than before. The bff sets no dynamic hints.
 */
export function documentCachePolicy(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): CacheHint {
  const overall: CacheHint = {};
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const objectTypes = (type: GraphQLCompositeType): readonly GraphQLObjectType[] =>
    isAbstractType(type) ? schema.getPossibleTypes(type) : isObjectType(type) ? [type] : [];
  const seen = new Set<string>();

  const visit = (selectionSet: SelectionSetNode, parents: readonly GraphQLObjectType[], isRoot: boolean) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        const children: GraphQLObjectType[] = [];
        for (const parent of parents) {
          const field = parent.getFields()[name];
          // __typename, __schema and __type are not the schema's own fields: Apollo never wraps them.
          if (!field) continue;
          const fieldPolicy: CacheHint = {};
          let inheritMaxAge = false;
          const target = getNamedType(field.type);
          if (isCompositeType(target)) {
            const hint = typeHint(target);
            replace(fieldPolicy, hint);
            inheritMaxAge = hint.inheritMaxAge === true;
            children.push(...objectTypes(target));
          }
          const hint = fieldHint(field);
          if (hint.inheritMaxAge && fieldPolicy.maxAge === undefined) {
            inheritMaxAge = true;
            if (hint.scope) replace(fieldPolicy, { scope: hint.scope });
          } else {
            replace(fieldPolicy, hint);
          }
          if (fieldPolicy.maxAge === undefined && ((isCompositeType(target) && !inheritMaxAge) || isRoot)) {
            restrict(fieldPolicy, { maxAge: 0 });
          }
          restrict(overall, fieldPolicy);
        }
        if (selection.selectionSet && children.length > 0) visit(selection.selectionSet, [...new Set(children)], false);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : undefined;
        const narrowed = condition && isCompositeType(condition) ? objectTypes(condition) : parents;
        visit(
          selection.selectionSet,
          parents.filter((p) => narrowed.includes(p)),
          isRoot,
        );
      } else {
        const fragment = fragments.get(selection.name.value);
        // A fragment spread twice adds nothing the first spread did not (cycles are refused by validation).
        const key = `${selection.name.value}@${parents.map((p) => p.name).join(',')}`;
        if (!fragment || seen.has(key)) continue;
        seen.add(key);
        const condition = schema.getType(fragment.typeCondition.name.value);
        const narrowed = condition && isCompositeType(condition) ? objectTypes(condition) : [];
        visit(
          fragment.selectionSet,
          parents.filter((p) => narrowed.includes(p)),
          isRoot,
        );
      }
    }
  };

  const root = schema.getRootType(operation.operation);
  if (root) visit(operation.selectionSet, [root], true);
  return overall;
}

/**
 * Compiling costs 1-50 ms (more fields, more time) where graphql-js runs a page in about one, so
 * a document is compiled on its third execution: the web app's few documents are compiled at
 * once, while a stream of one-off documents (each new text is a new document) costs what it did.
 */
export const COMPILE_AFTER_USES = 2;

interface Prepared {
  uses: number;
  /** Undefined until compiled; null when graphql-jit cannot compile the document (graphql-js runs it). */
  compiled?: CompiledQuery | null;
  policy: CacheHint;
}

/**
 * The gateway Apollo Server calls to execute an operation (it still parses, validates and runs
 * every plugin). Compiled queries are kept per parsed document: Apollo's document store hands the
 * same DocumentNode to every request of the same query text, so a WeakMap forgets them with it.
 */
export function compiledExecution(schema: GraphQLSchema): GatewayInterface {
  const prepared = new WeakMap<DocumentNode, Map<string, Prepared>>();

  const prepare = (document: DocumentNode, operation: OperationDefinitionNode, operationName: string | null) => {
    let byOperation = prepared.get(document);
    if (!byOperation) {
      byOperation = new Map();
      prepared.set(document, byOperation);
    }
    const key = operationName ?? '';
    let entry = byOperation.get(key);
    if (!entry) {
      entry = { uses: 0, policy: documentCachePolicy(schema, document, operation) };
      if (operation.operation !== 'query') entry.compiled = null;
      byOperation.set(key, entry);
    }
    entry.uses += 1;
    if (entry.compiled === undefined && entry.uses > COMPILE_AFTER_USES) {
      const compiled = compileQuery(schema, document, operationName ?? undefined);
      entry.compiled = isCompiledQuery(compiled) ? compiled : null;
    }
    return entry;
  };

  const executor: GatewayExecutor = async (requestContext) => {
    const { document, operation, request, context } = requestContext;
    const runOnGraphqlJs = () =>
      execute({
        schema,
        document,
        contextValue: context,
        variableValues: request.variables,
        operationName: request.operationName,
      });
    // No operation: graphql-js answers with its own "unknown operation" error.
    if (!operation) return runOnGraphqlJs();
    const entry = prepare(document, operation, request.operationName ?? null);
    requestContext.overallCachePolicy.restrict(entry.policy);
    if (!entry.compiled) return runOnGraphqlJs();
    const result = await entry.compiled.query(undefined, context, request.variables ?? {});
    // No data at all: the variables were refused before any resolver ran.
    return result.data === undefined ? runOnGraphqlJs() : result;
  };

  return {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    async stop() {},
  };
}

const UNCACHEABLE = 'no-store';
const CACHEABLE_HEADER = /^max-age=(\d+), (public|private)$/;

/**
 * The `cache-control` header Apollo's cache-control plugin wrote (calculateHttpHeaders: true),
 * from the policy the compiled execution (or the response cache, on a hit) left on the request:
 * `max-age=N, public` for a cacheable answer without errors, else `no-store`.
 */
export function cacheControlHeader<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, overallCachePolicy }) {
          const existing = response.http.headers.get('cache-control');
          const policy: CacheHint = { maxAge: overallCachePolicy.maxAge, scope: overallCachePolicy.scope };
          if (existing) {
            if (existing === UNCACHEABLE) return;
            const match = CACHEABLE_HEADER.exec(existing);
            if (!match) return;
            restrict(policy, { maxAge: Number(match[1]), scope: match[2] === 'public' ? 'PUBLIC' : 'PRIVATE' });
          }
          const cacheable = policy.maxAge !== undefined && policy.maxAge !== 0;
          if (cacheable && response.body.kind === 'single' && !response.body.singleResult.errors) {
            response.http.headers.set(
              'cache-control',
              `max-age=${policy.maxAge}, ${(policy.scope ?? 'PUBLIC').toLowerCase()}`,
            );
          } else {
            response.http.headers.set('cache-control', UNCACHEABLE);
          }
        },
      };
    },
  };
}
