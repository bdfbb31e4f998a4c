import { CATALOGUE_CACHE_TTL_MS } from '@gym/domain';
import { parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_AFTER_USES, documentCachePolicy } from './compiled-execution';
import { getSchema } from '../../schema';
import { startStack, type Stack } from '../../test/stack';

const CATALOGUE_MAX_AGE = CATALOGUE_CACHE_TTL_MS / 1000;

async function policyOf(query: string) {
  const document = parse(query);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  if (!operation) throw new Error('no operation');
  return documentCachePolicy(await getSchema(), document, operation);
}

describe('cache hints read per document', () => {
  it('a catalogue page, its nested products, categories and brands included, is public for the catalogue lifetime', async () => {
    expect(
      await policyOf(`{ products { products { id name category { id name } brand { name } primaryImage { imageUrl }
        variants { name values } } pagination { total } } }`),
    ).toEqual({ maxAge: CATALOGUE_MAX_AGE, scope: 'PUBLIC' });
  });

  it('reads the fields inside fragments and inline fragments as well', async () => {
    expect(
      await policyOf(`query { ...Page } fragment Page on Query { products { products { ...P } } }
        fragment P on Product { id ... on Product { category { id } } }`),
    ).toEqual({ maxAge: CATALOGUE_MAX_AGE, scope: 'PUBLIC' });
  });

  it('anything outside the catalogue next to it makes the answer uncacheable', async () => {
    expect((await policyOf(`{ products { products { id } } cart { id } }`)).maxAge).toBe(0);
    expect((await policyOf(`query Q { ...C } fragment C on Query { cart { id } }`)).maxAge).toBe(0);
  });

  it('puts no hint on a document that selects only __typename (Apollo never saw such fields)', async () => {
    expect(await policyOf(`{ __typename }`)).toEqual({});
  });
});

describe('compiled execution through the bff (real api)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  const post = (query: string, variables: Record<string, unknown> = {}) =>
    stack.bff.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query, variables }),
    });

  it('answers the catalogue with a public cache-control header and a cart with no-store', async () => {
    const page = await post(`{ products(filter: { limit: 2 }) { products { id category { id } } } }`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.products.products).toHaveLength(2);
    expect(page.headers['cache-control']).toBe(`max-age=${CATALOGUE_MAX_AGE}, public`);
    // The same page again comes from the response cache, with the same header.
    const again = await post(`{ products(filter: { limit: 2 }) { products { id category { id } } } }`);
    expect(again.headers['cache-control']).toBe(`max-age=${CATALOGUE_MAX_AGE}, public`);

    const cart = await post(`{ cart(sessionId: "guest_compiled_exec") { id } }`);
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['cache-control']).toBe('no-store');
  });

  it('words a refused variable as graphql-js does (so it reaches the browser in Spanish), with a 400', async () => {
    const refused = await post(`query P($f: ProductFilterInput) { products(filter: $f) { products { id } } }`, {
      f: { limit: 'veinte' },
    });
    expect(refused.statusCode).toBe(400);
    const error = refused.json().errors[0];
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.message).toMatch(/^Se esperaba un número entero/);
  });

  it('runs a query with several operations by the operation named', async () => {
    const both = `query A { __typename } query B { products(filter: { limit: 1 }) { products { id } } }`;
    const res = await stack.bff.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: both, operationName: 'B' }),
    });
    expect(res.json().data.products.products).toHaveLength(1);
  });

  it('a compiled document answers as graphql-js did, data and errors alike', async () => {
    // A cart beside the page keeps the answer out of the response cache: every request executes.
    const page = `query Page($f: ProductFilterInput) { products(filter: $f) { products { id name price variants { name values }
      category { id name } brand { id name } primaryImage { imageUrl } } pagination { total pages } } cart(sessionId: "guest_jit") { id } }`;
    const missing = `query Missing($id: ID!) { product(id: $id) { id name } }`;
    interface Answer {
      status: number;
      body: {
        data: { products: { products: unknown[] } } | null;
        errors?: { message: string; extensions: Record<string, unknown> }[];
      };
    }
    const answers = async (query: string, variables: Record<string, unknown>): Promise<Answer[]> => {
      const all: Answer[] = [];
      for (let i = 0; i < COMPILE_AFTER_USES + 2; i++) {
        const res = await post(query, variables);
        all.push({ status: res.statusCode, body: res.json() });
      }
      return all;
    };
    // The first answers come from graphql-js, the last from the compiled query.
    const [firstPage, ...laterPages] = await answers(page, { f: { limit: 3, sortBy: 'price', sortOrder: 'asc' } });
    expect(firstPage?.body.errors).toBeUndefined();
    expect(firstPage?.body.data?.products.products).toHaveLength(3);
    expect(laterPages.at(-1)).toEqual(firstPage);

    // Outside production the stack trace is shown, and its frames differ: the rest is the same.
    const withoutStack = (answer: Answer | undefined) => ({
      status: answer?.status,
      data: answer?.body.data,
      errors: answer?.body.errors?.map((e) => ({ ...e, extensions: { ...e.extensions, stacktrace: null } })),
    });
    const [firstMiss, ...laterMisses] = await answers(missing, { id: '00000000-0000-4000-8000-000000000000' });
    expect(firstMiss?.body.errors?.[0]?.extensions.status).toBe(404);
    expect(withoutStack(laterMisses.at(-1))).toEqual(withoutStack(firstMiss));
  });
});
