import { STORAGE_KEYS } from '@gym/domain';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onUnauthorized } from './session-events';
import { fetchPrivateFile, PrivateFileError, type PrivateFileMessages } from './private-file';

/** The helper against a real HTTP server standing in for the bff's proof route. */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let server: Server;
let baseUrl = '';
let answer: { status: number; type: string; body: Buffer } = { status: 200, type: 'image/png', body: PNG };
let authorizations: (string | undefined)[] = [];

function handle(request: IncomingMessage, response: ServerResponse) {
  authorizations.push(request.headers.authorization);
  response.writeHead(answer.status, { 'Content-Type': answer.type }).end(answer.body);
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  authorizations = [];
  answer = { status: 200, type: 'image/png', body: PNG };
  localStorage.setItem(STORAGE_KEYS.authToken, 'token-123');
});

const MESSAGES: PrivateFileMessages = {
  network: 'Sin conexión',
  sessionExpired: 'Sesión vencida',
  failed: 'No se pudo cargar',
};

const json = (status: number, body: unknown) => ({
  status,
  type: 'application/json',
  body: Buffer.from(JSON.stringify(body)),
});

async function failure(promise: Promise<unknown>): Promise<PrivateFileError> {
  const caught = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(PrivateFileError);
  return caught as PrivateFileError;
}

describe('fetchPrivateFile', () => {
  it('asks with the stored bearer token and resolves the file with its type', async () => {
    const blob = await fetchPrivateFile(`${baseUrl}/bff/payments/p-1/transfer-proof`, MESSAGES);
    expect(authorizations).toEqual(['Bearer token-123']);
    expect(blob.type).toBe('image/png');
    expect(Buffer.from(await blob.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("shows the server's Spanish message for a refusal, the screen's own for a server failure", async () => {
    answer = json(404, { success: false, message: 'Pago no encontrado' });
    expect((await failure(fetchPrivateFile(`${baseUrl}/x`, MESSAGES))).message).toBe('Pago no encontrado');
    answer = json(500, { success: false, message: 'detalle interno' });
    expect(await failure(fetchPrivateFile(`${baseUrl}/x`, MESSAGES))).toMatchObject({
      message: 'No se pudo cargar',
      status: 500,
    });
  });

  it('ends the session on a 401, like every other call', async () => {
    let reported = 0;
    const stop = onUnauthorized(() => (reported += 1));
    try {
      answer = json(401, { success: false, message: 'Token inválido' });
      expect((await failure(fetchPrivateFile(`${baseUrl}/x`, MESSAGES))).message).toBe('Sesión vencida');
      expect(reported).toBe(1);
    } finally {
      stop();
    }
  });

  it('says so when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await failure(fetchPrivateFile(`http://127.0.0.1:${port}/x`, MESSAGES))).toMatchObject({
      message: 'Sin conexión',
      status: null,
    });
  });
});
