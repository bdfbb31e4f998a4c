import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildBffApp } from '../app';

export type StubHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface StubApi {
  url: string;
  requests: IncomingMessage[];
  setHandler(handler: StubHandler): void;
  close(): Promise<void>;
}

/** A tiny stand-in for the REST api that fails exactly the way a test needs. */
export async function startStubApi(): Promise<StubApi> {
  let handler: StubHandler = (_request, response) => response.writeHead(404).end();
  const requests: IncomingMessage[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setHandler(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** A port nothing listens on: bind one, note it, release it. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/**
 * A handler answering from a table of api paths (without `/api`) to [status, body]; any other
 * path is a 404, as an older or failing api would answer.
 */
export function routeTable(table: Record<string, [number, unknown]>): StubHandler {
  return (request, response) => {
    const path = (request.url ?? '').replace(/^\/api/, '');
    const [status, body] = table[path] ?? [404, { success: false, message: 'Ruta no encontrada' }];
    sendJson(response, status, body);
  };
}

export interface BffOnStubApi {
  readonly stub: StubApi;
  readonly app: FastifyInstance;
}

/**
 * For one describe block: the bff in front of a stub api that fails as each test sets it, both
 * started before the block's tests and closed after them. Read its fields inside tests.
 */
export function useBffOnStubApi(): BffOnStubApi {
  let stub: StubApi | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    stub = await startStubApi();
    app = await buildBffApp({ apiUrl: stub.url, logLevel: 'silent' });
  });
  afterAll(async () => {
    await app?.close();
    await stub?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('useBffOnStubApi: read inside a test, after beforeAll');
    return value;
  };
  return {
    get stub() {
      return started(stub);
    },
    get app() {
      return started(app);
    },
  };
}
