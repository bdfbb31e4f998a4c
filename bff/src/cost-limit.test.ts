import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  Kind,
  parse,
  print,
  specifiedRules,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type ValidationContext,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_QUERY_TOKENS, QUERY_LIMITS } from './kernel/config';
import {
  aliasLimitMessage,
  costLimit,
  costLimitMessage,
  fieldLimitMessage,
  operationCost,
  type QueryLimits,
} from './kernel/graphql/cost-limit';
import { depthLimit, MAX_QUERY_DEPTH } from './kernel/graphql/depth-limit';
import { getSchema } from './schema';

const LOOSE: QueryLimits = { maxCost: 1e12, maxAliases: 1e6, maxFields: 1e6, defaultListSize: 10, maxListSize: 100 };

async function costsOf(query: string, limits: QueryLimits = LOOSE) {
  const schema = await getSchema();
  const costs: ReturnType<typeof operationCost>[] = [];
  const measure = (context: ValidationContext) => ({
    OperationDefinition(operation: OperationDefinitionNode) {
      costs.push(operationCost(operation, context, limits));
      return false;
    },
  });
  expect(validate(schema, parse(query), specifiedRules).map((e) => e.message)).toEqual([]);
  validate(schema, parse(query), [measure]);
  return costs[0] ?? { cost: 0, fields: 0, aliases: 0 };
}

async function errorsFor(query: string, limits: QueryLimits): Promise<string[]> {
  const schema = await getSchema();
  return validate(schema, parse(query), [...specifiedRules, costLimit(limits)]).map((e) => e.message);
}

describe('operationCost', () => {
  it('counts one per field and the fields under a list once per item', async () => {
    expect(await costsOf('{ health { status version } }')).toEqual({ cost: 3, fields: 3, aliases: 0 });
    // featuredProducts(limit: 5): 1 + 5 x (id + name)
    expect((await costsOf('{ featuredProducts(limit: 5) { id name } }')).cost).toBe(11);
    // No size stated: the default list size.
    expect((await costsOf('{ featuredProducts { id name } }')).cost).toBe(1 + 10 * 2);
    // A size in a variable is unknown while validating: the largest page the api serves.
    expect((await costsOf('query ($n: Int) { featuredProducts(limit: $n) { id name } }')).cost).toBe(1 + 100 * 2);
  });

  it('hands the limit of a page field (filter.limit, its default, a variable) to the list below it', async () => {
    const page = (args: string) => `{ products${args} { products { id name } pagination { total } } }`;
    // products + pagination + total = 3, plus 1 + n x 2 for the list.
    expect((await costsOf(page('(filter: { limit: 50 })'))).cost).toBe(3 + 1 + 50 * 2);
    expect((await costsOf(page(''))).cost).toBe(3 + 1 + 20 * 2);
    expect((await costsOf(page('(filter: { search: "x" })'))).cost).toBe(3 + 1 + 20 * 2);
    const viaVariable = `query ($f: ProductFilterInput) { products(filter: $f) { products { id name } pagination { total } } }`;
    expect((await costsOf(viaVariable)).cost).toBe(3 + 1 + 100 * 2);
    // A limit past the api's maximum is refused by the api; it costs as the maximum.
    expect((await costsOf(page('(filter: { limit: 100000 })'))).cost).toBe(3 + 1 + 100 * 2);
  });

  it('multiplies nested lists and counts fragments wherever they are spread', async () => {
    const query = `
      { featuredProducts(limit: 4) { ...Card } }
      fragment Card on Product { id variants { name values } }`;
    // 1 + 4 x (id + variants(1 + 10 x 2))
    expect(await costsOf(query)).toEqual({ cost: 1 + 4 * (1 + 1 + 10 * 2), fields: 5, aliases: 0 });
  });

  it('counts aliases and leaves introspection and __typename free', async () => {
    expect(await costsOf('{ a: health { status } b: health { status } __typename }')).toEqual({
      cost: 4,
      fields: 4,
      aliases: 2,
    });
    expect((await costsOf('{ __schema { types { name fields { name } } } }')).cost).toBe(0);
  });
});

describe('costLimit', () => {
  const tight: QueryLimits = { maxCost: 30, maxAliases: 2, maxFields: 8, defaultListSize: 10, maxListSize: 100 };

  it('refuses an operation over the cost, alias or field limit with a Spanish message', async () => {
    expect(await errorsFor('{ featuredProducts(limit: 14) { id name } }', tight)).toEqual([]);
    expect(await errorsFor('{ featuredProducts(limit: 15) { id name } }', tight)).toEqual([costLimitMessage(31, 30)]);
    expect(await errorsFor('{ a: health { status } b: health { status } }', tight)).toEqual([]);
    expect(await errorsFor('{ a: health { status } b: health { status } c: health { status } }', tight)).toEqual([
      aliasLimitMessage(2),
    ]);
    expect(await errorsFor('{ me { id email firstName lastName phone role city address } }', tight)).toEqual([
      fieldLimitMessage(8),
    ]);
  });

  it('measures a "fragment bomb" (each fragment spreading the next twice) in milliseconds', async () => {
    const levels = 40;
    const fragments = Array.from(
      { length: levels },
      (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
    ).join('\n');
    const bomb = `query { ...F0 }\n${fragments}\nfragment F${levels} on Query { health { status } }`;
    const started = performance.now();
    const schema = await getSchema();
    const errors = validate(schema, parse(bomb), [depthLimit(MAX_QUERY_DEPTH), costLimit(QUERY_LIMITS)]);
    expect(errors.map((e) => e.message)).toEqual([fieldLimitMessage(QUERY_LIMITS.maxFields)]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

/** Every operation the web ships, each with the fragments it uses and the __typename Apollo Client adds. */
function webOperations(): { name: string; document: DocumentNode }[] {
  const webSrc = fileURLToPath(new URL('../../web/src', import.meta.url));
  const files = readdirSync(webSrc, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.graphql'));
  const definitions: DefinitionNode[] = files.flatMap((f) => parse(readFileSync(`${webSrc}/${f}`, 'utf8')).definitions);
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const withTypename = <T extends DefinitionNode>(node: T): T =>
    visit(node, {
      SelectionSet: (set) => ({
        ...set,
        selections: [...set.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }],
      }),
    });
  return definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const used = new Set<string>();
      const pending: DefinitionNode[] = [operation];
      while (pending.length > 0) {
        visit(pending.pop()!, {
          FragmentSpread(spread) {
            const fragment = fragments.get(spread.name.value);
            if (fragment && !used.has(fragment.name.value)) {
              used.add(fragment.name.value);
              pending.push(fragment);
            }
          },
        });
      }
      const document: DocumentNode = {
        kind: Kind.DOCUMENT,
        definitions: [operation, ...[...used].map((name) => fragments.get(name)!)].map(withTypename),
      };
      return { name: operation.name?.value ?? '(sin nombre)', document };
    });
}

describe('the web app', () => {
  const operations = webOperations();

  it('ships operations to check (every web/src/**/*.graphql document)', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('stays within every GraphQL limit with at least twice the room', async () => {
    const schema = await getSchema();
    const half: QueryLimits = {
      ...QUERY_LIMITS,
      maxCost: QUERY_LIMITS.maxCost / 2,
      maxAliases: QUERY_LIMITS.maxAliases / 2,
      maxFields: QUERY_LIMITS.maxFields / 2,
    };
    const refused = operations.flatMap(({ name, document }) =>
      validate(schema, document, [...specifiedRules, depthLimit(MAX_QUERY_DEPTH), costLimit(half)]).map(
        (error) => `${name}: ${error.message}`,
      ),
    );
    expect(refused).toEqual([]);
  });

  it('sends documents well under the parser token limit', () => {
    for (const { name, document } of operations) {
      expect(() => parse(print(document), { maxTokens: MAX_QUERY_TOKENS / 4 }), name).not.toThrow();
    }
  });
});
