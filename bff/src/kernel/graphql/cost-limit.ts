import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isCompositeType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type ArgumentNode,
  type ASTVisitor,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLNamedType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** What one operation may ask for; the values the bff runs with live in kernel/config.ts (QUERY_LIMITS). */
export interface QueryLimits {
  /** Highest cost of one operation (see `operationCost`). */
  maxCost: number;
  /** Aliased fields in one operation: aliases are how one request repeats a root field. */
  maxAliases: number;
  /** Field selections in one operation, fragments expanded, lists not multiplied. */
  maxFields: number;
  /** Items assumed for a list whose size no argument states. */
  defaultListSize: number;
  /** Items assumed when the size comes in a variable (unknown while validating): the api's maximum page. */
  maxListSize: number;
}

export const costLimitMessage = (cost: number, max: number) =>
  `La consulta es demasiado costosa (costo ${cost}, máximo ${max}); pide menos elementos o menos campos`;
export const tokenLimitMessage = (max: number) => `La consulta es demasiado grande (máximo ${max} elementos)`;
export const aliasLimitMessage = (max: number) => `La consulta usa demasiados alias (máximo ${max})`;
export const fieldLimitMessage = (max: number) => `La consulta pide demasiados campos (máximo ${max})`;

/** The arguments that size a list: `limit`/`first` on the field, or inside an input object such as `filter`. */
const SIZE_NAMES = new Set(['limit', 'first']);

type FieldsHolder = { getFields(): Record<string, GraphQLField<unknown, unknown>> };

function fieldsOf(type: GraphQLNamedType | null | undefined): FieldsHolder | null {
  return type && (isObjectType(type) || isInterfaceType(type)) ? type : null;
}

interface Walk {
  context: ValidationContext;
  limits: QueryLimits;
  /** Fragments on the current path: a cycle is graphql's own NoFragmentCycles error, never a hang here. */
  visiting: Set<string>;
  /**
   * Each fragment is walked once (per list size handed to it): a fragment spread twice in a
   * fragment spread twice... would otherwise take exponential time to count.
   */
  costs: Map<string, number>;
  counts: Map<string, { fields: number; aliases: number }>;
}

/** The list size an argument states: a literal, the schema's default, or the maximum when it is a variable. */
function sizeFromArguments(field: GraphQLField<unknown, unknown>, nodes: readonly ArgumentNode[], walk: Walk) {
  const stated = (value: ArgumentNode['value'] | undefined, fallback: unknown): number | undefined => {
    if (value?.kind === Kind.INT) return Number(value.value);
    if (value?.kind === Kind.VARIABLE) return walk.limits.maxListSize;
    return typeof fallback === 'number' ? fallback : undefined;
  };
  const sizes: number[] = [];
  for (const argument of field.args) {
    const node = nodes.find((n) => n.name.value === argument.name);
    if (SIZE_NAMES.has(argument.name)) {
      const size = stated(node?.value, argument.defaultValue);
      if (size !== undefined) sizes.push(size);
    } else {
      const size = sizeInsideInput(argument, node, walk);
      if (size !== undefined) sizes.push(size);
    }
  }
  if (sizes.length === 0) return undefined;
  return Math.min(Math.max(...sizes, 0), walk.limits.maxListSize);

  function sizeInsideInput(argument: GraphQLArgument, node: ArgumentNode | undefined, w: Walk): number | undefined {
    const type = getNamedType(argument.type);
    if (!isInputObjectType(type)) return undefined;
    const sizeField = Object.values(type.getFields()).find((f) => SIZE_NAMES.has(f.name));
    if (!sizeField) return undefined;
    if (node?.value.kind === Kind.VARIABLE) return w.limits.maxListSize;
    const inner =
      node?.value.kind === Kind.OBJECT ? node.value.fields.find((f) => f.name.value === sizeField.name) : undefined;
    return stated(inner?.value, sizeField.defaultValue);
  }
}

/**
 * Every field costs 1; the fields under a list are counted once per item. A field that takes a
 * size but answers a page object (`products(filter: { limit })` -> `{ products, pagination }`)
 * hands that size to the first list below it.
 */
function selectionCost(
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType | null | undefined,
  pendingSize: number | undefined,
  walk: Walk,
): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      const field = fieldsOf(parent)?.getFields()[selection.name.value];
      if (!field) {
        total += 1;
        continue;
      }
      const type = getNamedType(field.type);
      const size = sizeFromArguments(field, selection.arguments ?? [], walk);
      let childCost = 0;
      if (selection.selectionSet && isCompositeType(type)) {
        if (isListType(getNullableType(field.type))) {
          const items = size ?? pendingSize ?? walk.limits.defaultListSize;
          childCost = items * selectionCost(selection.selectionSet, type, undefined, walk);
        } else {
          childCost = selectionCost(selection.selectionSet, type, size ?? pendingSize, walk);
        }
      }
      total += 1 + childCost;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition
        ? walk.context.getSchema().getType(selection.typeCondition.name.value)
        : parent;
      total += selectionCost(selection.selectionSet, type, pendingSize, walk);
    } else {
      const name = selection.name.value;
      const fragment = walk.context.getFragment(name);
      if (!fragment || walk.visiting.has(name)) continue;
      const key = `${name}:${pendingSize ?? ''}`;
      let cost = walk.costs.get(key);
      if (cost === undefined) {
        walk.visiting.add(name);
        const type = walk.context.getSchema().getType(fragment.typeCondition.name.value);
        cost = selectionCost(fragment.selectionSet, type, pendingSize, walk);
        walk.visiting.delete(name);
        walk.costs.set(key, cost);
      }
      total += cost;
    }
  }
  return total;
}

/** Field selections and aliases of one operation, fragments expanded wherever they are spread. */
function selectionCounts(selectionSet: SelectionSetNode, walk: Walk): { fields: number; aliases: number } {
  let fields = 0;
  let aliases = 0;
  const add = (below: { fields: number; aliases: number }) => {
    fields += below.fields;
    aliases += below.aliases;
  };
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.alias) aliases += 1;
      if (!selection.name.value.startsWith('__')) fields += 1;
      if (selection.selectionSet) add(selectionCounts(selection.selectionSet, walk));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      add(selectionCounts(selection.selectionSet, walk));
    } else {
      const name = selection.name.value;
      const fragment = walk.context.getFragment(name);
      if (!fragment || walk.visiting.has(name)) continue;
      let counts = walk.counts.get(name);
      if (!counts) {
        walk.visiting.add(name);
        counts = selectionCounts(fragment.selectionSet, walk);
        walk.visiting.delete(name);
        walk.counts.set(name, counts);
      }
      add(counts);
    }
  }
  return { fields, aliases };
}

/** The cost of one operation as `costLimit` counts it (tests read the web's documents with it). */
export function operationCost(operation: OperationDefinitionNode, context: ValidationContext, limits: QueryLimits) {
  const walk: Walk = { context, limits, visiting: new Set(), costs: new Map(), counts: new Map() };
  const root = context.getSchema().getRootType(operation.operation);
  return {
    cost: selectionCost(operation.selectionSet, root, undefined, walk),
    ...selectionCounts(operation.selectionSet, walk),
  };
}

/**
 * Refuses, before anything is resolved (so before any api call), an operation that repeats
 * fields through aliases, selects too many fields, or would fetch too many items: one request
 * must not turn into hundreds of api calls. Introspection fields are free so Sandbox keeps
 * working in development (production disables introspection).
 */
export function costLimit(limits: QueryLimits): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const { cost, fields, aliases } = operationCost(operation, context, limits);
      const report = (message: string) => context.reportError(new GraphQLError(message, { nodes: [operation] }));
      if (aliases > limits.maxAliases) report(aliasLimitMessage(limits.maxAliases));
      else if (fields > limits.maxFields) report(fieldLimitMessage(limits.maxFields));
      else if (cost > limits.maxCost) report(costLimitMessage(cost, limits.maxCost));
      // Nothing below the operation needs visiting again.
      return false;
    },
  });
}

/** graphql's parser refuses a document over `maxTokens` in English (16.x writes "more that"). */
export function isTokenLimitError(message: string): boolean {
  return /^Syntax Error: Document contains more tha[nt] \d+ tokens/.test(message);
}
