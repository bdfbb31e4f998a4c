import { INPUT_MESSAGES } from '@gym/domain';
import { describe, expect, it } from 'vitest';
import { documentNestingExceeds } from './input-guard';
import { firstError, gql } from '../../test/graphql';
import { sendJson, useBffOnStubApi } from '../../test/stub-api';

const DEEP = 100_000;
const PRODUCTS = 'query($s: String) { products(filter: { search: $s }) { pagination { total } } }';

describe('malformed GraphQL input is a bad input, never a server error', () => {
  const ctx = useBffOnStubApi();

  /** The stub api fails every call: an answer other than a 5xx comes from the bff's own checks. */
  function failingApi() {
    ctx.stub.requests.length = 0;
    ctx.stub.setHandler((_request, response) => sendJson(response, 500, { success: false, message: 'boom' }));
  }

  it('refuses NUL and other control characters in any argument, inline or from a variable, without calling the api', async () => {
    failingApi();
    const cases: [string, Record<string, unknown>][] = [
      [PRODUCTS, { s: 'pro\u0000teína' }],
      ['query { products(filter: { search: "a\\u0000b" }) { pagination { total } } }', {}],
      ['mutation($i: LoginInput!) { login(input: $i) { token } }', { i: { email: 'ana\u0000@x.com', password: 'x' } }],
      ['query($s: String) { cart(sessionId: $s) { id } }', { s: 'guest_\u0000abc' }],
      ['query($s: String) { cart(sessionId: $s) { id } }', { s: 'guest_\u001b[31m' }],
      ['query($id: ID!) { product(id: $id) { id } }', { id: 'abc\u007f' }],
      ['query($id: ID!, $s: String) { order(id: $id, sessionId: $s) { id } }', { id: 'x', s: 'guest_\u0001' }],
    ];
    for (const [query, variables] of cases) {
      const { body } = await gql(ctx.app, query, { variables });
      const error = firstError(body);
      expect(error.code, `${query} ${JSON.stringify(variables)}`).toBe('BAD_USER_INPUT');
      expect(error.message).toMatch(/contiene caracteres no permitidos$/);
    }
    expect(ctx.stub.requests).toEqual([]);
  });

  it('refuses a lone UTF-16 surrogate in an ID or any text as a bad input, without calling the api', async () => {
    failingApi();
    const cases: [string, Record<string, unknown>][] = [
      ['query($id: ID!) { product(id: $id) { id } }', { id: 'Ana \ud800' }],
      ['query($id: ID!) { product(id: $id) { id } }', { id: '\udc00' }],
      ['query($id: ID!, $s: String) { order(id: $id, sessionId: $s) { id } }', { id: 'x\ud83d', s: 'guest_a' }],
      [PRODUCTS, { s: 'prote\ud800ína' }],
      ['mutation($i: LoginInput!) { login(input: $i) { token } }', { i: { email: 'ana@x.com', password: '\ud800' } }],
    ];
    for (const [query, variables] of cases) {
      const { status, body } = await gql(ctx.app, query, { variables });
      const error = firstError(body);
      expect(error.code, `${query} ${JSON.stringify(variables)}`).toBe('BAD_USER_INPUT');
      expect(error.message).toMatch(/contiene caracteres no permitidos$/);
      expect(status).toBeLessThan(500);
    }
    expect(ctx.stub.requests).toEqual([]);
  });

  it('keeps the field contract’s own message where a contract covers the argument', async () => {
    failingApi();
    const { body } = await gql(ctx.app, PRODUCTS, { variables: { s: 'a\u0000b' } });
    expect(firstError(body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'La búsqueda contiene caracteres no permitidos',
    });
  });

  it('refuses integers beyond 32 bits and non-numbers with a Spanish message', async () => {
    failingApi();
    const featured = 'query($l: Int) { featuredProducts(limit: $l) { id } }';
    for (const limit of [2_147_483_648, 1e308, -2_147_483_649, 1.5, 'abc']) {
      const { status, body } = await gql(ctx.app, featured, { variables: { l: limit } });
      expect(status).toBe(400);
      expect(firstError(body)).toMatchObject({ code: 'BAD_USER_INPUT', message: INPUT_MESSAGES.notInt32 });
    }
    const literal = await gql(ctx.app, 'query { featuredProducts(limit: 2147483648) { id } }');
    expect(firstError(literal.body)).toMatchObject({ code: 'BAD_USER_INPUT', message: INPUT_MESSAGES.notInt32 });
    const money = await gql(
      ctx.app,
      'query($p: Float) { products(filter: { maxPrice: $p }) { pagination { total } } }',
      {
        variables: { p: 1e308 },
      },
    );
    expect(firstError(money.body).code).toBe('BAD_USER_INPUT');
    expect(ctx.stub.requests).toEqual([]);
  });

  it('refuses a variable or a literal nested 100,000 deep at once, with 400 and a Spanish message', async () => {
    failingApi();
    const variable = `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;
    const literal = `${'{a:'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;
    const bodies = [
      `{"query":${JSON.stringify(PRODUCTS)},"variables":{"s":${variable}}}`,
      JSON.stringify({ query: `query { products(filter: { search: ${literal} }) { pagination { total } } }` }),
      JSON.stringify({
        query: `query { products(filter: { search: ${'['.repeat(DEEP)}1${']'.repeat(DEEP)} }) { id } }`,
      }),
    ];
    for (const payload of bodies) {
      const started = performance.now();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ message: INPUT_MESSAGES.tooDeep, extensions: { code: 'BAD_USER_INPUT', status: 400 } }],
      });
    }
    expect(ctx.stub.requests).toEqual([]);
  });

  it('answers malformed JSON in Spanish, and the envelope on the bff’s own routes', async () => {
    const graphql = await ctx.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query":',
    });
    expect(graphql.statusCode).toBe(400);
    expect(graphql.json().errors[0]).toMatchObject({ message: INPUT_MESSAGES.malformedJson });
    const deep = await ctx.app.inject({
      method: 'POST',
      url: '/bff/health',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ success: false, message: INPUT_MESSAGES.tooDeep });
  });
});

describe('documentNestingExceeds', () => {
  it('counts braces, brackets and parentheses, not those inside strings or comments', () => {
    expect(documentNestingExceeds('{ me { preferences { notifications { desktop } } } }', 4)).toBe(false);
    expect(documentNestingExceeds('{ me { preferences { notifications { desktop } } } }', 3)).toBe(true);
    expect(documentNestingExceeds(`# {{{{{{\n{ a(s: "[[[[[[", t: """{{{{""") }`, 2)).toBe(false);
    expect(documentNestingExceeds('{ a(l: [[[1]]]) }', 4)).toBe(true);
  });

  it('leaves a document the lexer refuses to the parser', () => {
    expect(documentNestingExceeds('{ a(s: "sin cerrar ) }', 5)).toBe(false);
  });
});
