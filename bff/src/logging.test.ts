import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildBffApp } from './app';
import { gql } from './test/graphql';
import { sendJson, startStubApi, type StubApi } from './test/stub-api';

const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { token } }';

describe('what the bff log holds', () => {
  let stub: StubApi;
  let app: FastifyInstance;
  const lines: string[] = [];
  const log = () => lines.join('');
  const password = 'Contraseña-secreta-123';
  const token = 'eyJhbGciOiJIUzI1NiJ9.secreto.firma';
  const session = 'guest_sesion-secreta-0001';

  beforeAll(async () => {
    stub = await startStubApi();
    stub.setHandler((_request, response) => sendJson(response, 500, { success: false, message: 'boom' }));
    app = await buildBffApp({
      apiUrl: stub.url,
      logLevel: 'trace',
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await app?.close();
    await stub?.close();
  });

  it('never holds the Authorization header, passwords in variables or guest session ids', async () => {
    const headers = { authorization: `Bearer ${token}`, cookie: `sid=${token}` };
    await gql(app, LOGIN, { variables: { input: { email: 'ana@example.com', password } }, headers });
    await gql(app, 'query($s: String) { cart(sessionId: $s) { id } }', { variables: { s: session }, headers });
    const variables = encodeURIComponent(JSON.stringify({ input: { email: 'ana@example.com', password } }));
    await app.inject({
      url: `/graphql?query=${encodeURIComponent(LOGIN)}&variables=${variables}`,
      headers: { ...headers, 'apollo-require-preflight': 'true' },
    });
    await app.inject({ url: `/uploads/products/x.png?sessionId=${session}`, headers });

    // Whatever a plugin or a later change logs about a request goes through the same redaction.
    app.log.info({ req: { headers }, variables: { input: { password, newPassword: password, token } } }, 'probe');
    app.log.error({
      err: Object.assign(new Error('api caída'), { config: { headers, data: JSON.stringify({ password }) } }),
    });

    expect(log()).toContain('"msg":"probe"');
    expect(log()).toContain('/graphql?query=');
    for (const secret of [password, token, session]) expect(log()).not.toContain(secret);
  });
});
