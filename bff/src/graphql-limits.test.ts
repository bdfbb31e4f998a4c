import { describe, expect, it } from 'vitest';
import { MAX_QUERY_TOKENS, QUERY_LIMITS } from './kernel/config';
import { aliasLimitMessage, tokenLimitMessage } from './kernel/graphql/cost-limit';
import { gql } from './test/graphql';
import { sendJson, useBffOnStubApi } from './test/stub-api';

const HEALTHY = {
  status: 'healthy',
  version: '2.0.0',
  timestamp: '2026-01-01T00:00:00Z',
  uptimeSeconds: 1,
  services: [],
};

function aliasesOf(count: number, field: string): string {
  return `{ ${Array.from({ length: count }, (_, i) => `a${i + 1}: ${field}`).join(' ')} }`;
}

describe('GraphQL limits on one request', () => {
  const bff = useBffOnStubApi();

  const healthCallsDuring = async (run: () => Promise<void>): Promise<number> => {
    bff.stub.setHandler((_req, res) => sendJson(res, 200, { success: true, data: HEALTHY }));
    const before = bff.stub.requests.length;
    await run();
    return bff.stub.requests.length - before;
  };

  it('refuses 1,000 aliases of health in milliseconds, without calling the api', async () => {
    let elapsed = 0;
    const calls = await healthCallsDuring(async () => {
      const started = performance.now();
      const { status, body } = await gql(bff.app, aliasesOf(1000, 'health { status version }'));
      elapsed = performance.now() - started;
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors?.map((e) => e.message)).toEqual([tokenLimitMessage(MAX_QUERY_TOKENS)]);
    });
    expect(calls).toBe(0);
    // It took 7.6 s and 1,000 api calls before the limits; a generous bound for a busy machine.
    expect(elapsed).toBeLessThan(500);
  });

  it('refuses a small document that repeats a field through aliases, without calling the api', async () => {
    const calls = await healthCallsDuring(async () => {
      const { status, body } = await gql(bff.app, aliasesOf(QUERY_LIMITS.maxAliases + 1, 'health { status }'));
      expect(status).toBe(400);
      expect(body.errors?.map((e) => e.message)).toEqual([aliasLimitMessage(QUERY_LIMITS.maxAliases)]);
    });
    expect(calls).toBe(0);

    const allowed = await healthCallsDuring(async () => {
      const { body } = await gql(bff.app, aliasesOf(2, 'health { status }'));
      expect(body).toEqual({ data: { a1: { status: 'healthy' }, a2: { status: 'healthy' } } });
    });
    expect(allowed).toBe(2);
  });

  it('refuses asking for several full pages of heavy lists at once as too costly', async () => {
    const page = `products(filter: { limit: 100 }) {
      products { id name variants { name values } images { id imageUrl altText isPrimary } }
    }`;
    const calls = await healthCallsDuring(async () => {
      const { status, body } = await gql(bff.app, `{ a: ${page} b: ${page} c: ${page} }`);
      expect(status).toBe(400);
      expect(body.errors?.[0]?.message).toMatch(/^La consulta es demasiado costosa \(costo \d+, máximo 10000\)/);
    });
    expect(calls).toBe(0);
  });
});
