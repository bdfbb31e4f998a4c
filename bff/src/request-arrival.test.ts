import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './test/stack';

const LIMIT_MS = 400;

/**
 * A client that sends a request's headers and a tenth of its body, then nothing more (a phone
 * that lost its signal mid-upload). Resolves with what the server wrote once it closed the
 * connection, or after `giveUpMs` with `closed: false`.
 */
function stalledRequest(port: number, path: string, giveUpMs = 10_000): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false });
    }, giveUpMs);
    socket.on('data', (data) => (text += data.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n` +
        `{"email":"${'a'.repeat(80)}`,
    );
  });
}

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

describe('a request that stops arriving', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ requestArrivalMs: LIMIT_MS }, {}, { requestArrivalMs: LIMIT_MS });
    await stack.bff.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
  });

  it.each([
    ['api', '/api/auth/login'],
    ['bff', '/graphql'],
  ] as const)('is answered 408 by the %s, which closes the connection', async (server, path) => {
    const started = Date.now();
    const { text, closed } = await stalledRequest(portOf(server === 'api' ? stack.api : stack.bff), path);
    expect(closed).toBe(true);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    // Answered once the limit passed (node checks every quarter of it), not when the client gave up.
    expect(Date.now() - started).toBeGreaterThanOrEqual(LIMIT_MS);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('leaves a request that arrives in time alone', async () => {
    const response = await fetch(`http://127.0.0.1:${portOf(stack.bff)}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
