import { AUTH_MESSAGES, HTTP_MESSAGES, SESSION, STORAGE_KEYS, TIMEOUTS } from '@gym/domain';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onUnauthorized } from './session-events';
import { clearSession } from './session-storage';
import { FakeXhr } from '../test/fake-xhr';
import { createSessionExpiry } from './apollo/error-link';
import { stringAt, upload, UploadError, type UploadMessages } from './upload';

/**
 * The helper against a real HTTP server through jsdom's own XMLHttpRequest; only the failures of
 * the browser's request itself (no connection, timeout) use a fake XMLHttpRequest.
 */

interface Received {
  method: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let baseUrl = '';
let answer: { status: number; body: string } = { status: 200, body: '{}' };
let received: Received[] = [];

function handle(request: IncomingMessage, response: ServerResponse) {
  // jsdom's page (http://localhost:3000) is another origin: answer CORS like a real server would.
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Access-Control-Allow-Headers', 'Authorization');
  if (request.method === 'OPTIONS') {
    response.writeHead(204).end();
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({
      method: request.method ?? '',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body: Buffer.concat(chunks).toString('utf8'),
    });
    response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
  localStorage.setItem(STORAGE_KEYS.authToken, 'token-123');
});

const answerWith = (status: number, body: unknown) => {
  answer = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
};

const MESSAGES: UploadMessages = {
  network: 'Sin conexión al subir',
  byStatus: { 413: 'Archivo muy grande' },
  sessionExpired: 'Sesión vencida',
  serverError: 'El servidor falló al subir',
};

function send(messages: UploadMessages = MESSAGES, onProgress?: (percent: number) => void) {
  return upload({
    url: `${baseUrl}/bff/things`,
    field: 'thing',
    file: new File(['contenido-del-archivo'], 'foto.png', { type: 'image/png' }),
    read: (data) => stringAt(data, 'stored', 'url'),
    messages,
    onProgress,
  });
}

async function failure(promise: Promise<unknown>): Promise<UploadError> {
  const caught = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(UploadError);
  return caught as UploadError;
}

describe('upload', () => {
  it('posts the file as multipart with the stored token, reports progress and resolves what it reads', async () => {
    answerWith(201, { success: true, data: { stored: { url: '/uploads/things/a.png' } } });
    const progress: number[] = [];

    await expect(send(MESSAGES, (percent) => progress.push(percent))).resolves.toBe('/uploads/things/a.png');

    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.authorization).toBe('Bearer token-123');
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toMatch(/name="thing"; filename="foto.png"[\s\S]*contenido-del-archivo/);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((p) => p >= 0 && p <= 100)).toBe(true);
    expect(progress.at(-1)).toBe(100);
  });

  it('sends no Authorization header without a stored session', async () => {
    localStorage.removeItem(STORAGE_KEYS.authToken);
    answerWith(200, { data: { stored: { url: '/u.png' } } });
    await send();
    expect(received[0]?.authorization).toBeUndefined();
  });

  it('turns percentages of the bytes sent into whole numbers', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    try {
      const progress: number[] = [];
      const done = send(MESSAGES, (percent) => progress.push(percent));
      FakeXhr.last!.progress(1, 3);
      FakeXhr.last!.progress(2, 3);
      await FakeXhr.last!.respond(200, { data: { stored: { url: '/u.png' } } });
      await done;
      expect(progress).toEqual([33, 67, 100]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  describe('a 401', () => {
    let stop: () => void = () => undefined;
    afterEach(() => stop());

    it('ends the session through the same path as an Apollo 401 and shows the screen its message', async () => {
      const scheduled: { run: () => void; ms: number }[] = [];
      const deps = {
        notify: { error: vi.fn(), warning: vi.fn() },
        currentPath: () => '/dashboard/profile',
        clearSession: vi.fn(clearSession),
        endSession: vi.fn(),
        schedule: (run: () => void, ms: number) => void scheduled.push({ run, ms }),
      };
      // What SessionApp wires: the error link's session expiry also hears 401s seen outside Apollo.
      const expireSession = createSessionExpiry(deps);
      stop = onUnauthorized(() => expireSession(deps.currentPath()));
      answerWith(401, { success: false, message: 'Token inválido o expirado' });

      const error = await failure(send());

      expect(error.status).toBe(401);
      expect(error.message).toBe('Sesión vencida');
      expect(deps.clearSession).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
      expect(deps.notify.warning).toHaveBeenCalledWith(AUTH_MESSAGES.sessionExpired);
      expect(scheduled).toHaveLength(1);
      expect(scheduled[0]?.ms).toBe(SESSION.unauthorizedRedirectMs);
      scheduled[0]?.run();
      expect(deps.endSession).toHaveBeenCalledWith('/dashboard/profile');
    });

    it("shows the server's message when the screen has no words for it", async () => {
      answerWith(401, { success: false, message: 'Token inválido o expirado' });
      const error = await failure(send({ network: MESSAGES.network }));
      expect(error.message).toBe('Token inválido o expirado');
    });
  });

  describe('a refusal or a server failure', () => {
    it.each([
      [413, { message: 'Payload Too Large' }, MESSAGES, 'Archivo muy grande'],
      [
        422,
        { success: false, message: 'El archivo no es una imagen válida' },
        MESSAGES,
        'El archivo no es una imagen válida',
      ],
      [404, 'not json', MESSAGES, HTTP_MESSAGES.genericStatus(404)],
      [404, {}, { ...MESSAGES, refused: 'No se aceptó el archivo' }, 'No se aceptó el archivo'],
      [429, { message: 'Too Many Requests' }, MESSAGES, HTTP_MESSAGES.tooManyRequests],
      [500, { message: HTTP_MESSAGES.serverError }, MESSAGES, 'El servidor falló al subir'],
      [502, { success: false, message: 'Sin conexión al servidor' }, { network: 'x' }, 'Sin conexión al servidor'],
      [503, '', { network: 'x' }, HTTP_MESSAGES.serverError],
    ] as const)('%i answers %j -> the right message', async (status, body, messages, expected) => {
      answerWith(status, body);
      const error = await failure(send(messages));
      expect(error.status).toBe(status);
      expect(error.message).toBe(expected);
    });

    it('treats a success without the expected answer as a server failure', async () => {
      answerWith(200, { success: true, data: { stored: {} } });
      const error = await failure(send());
      expect(error.message).toBe('El servidor falló al subir');
    });
  });

  describe('when the browser request itself fails', () => {
    beforeEach(() => {
      FakeXhr.last = null;
      vi.stubGlobal('XMLHttpRequest', FakeXhr);
    });
    afterEach(() => vi.unstubAllGlobals());

    it('reports a connection failure with the screen message', async () => {
      const failed = failure(send());
      await FakeXhr.last!.failNetwork();
      const error = await failed;
      expect(error.status).toBeNull();
      expect(error.message).toBe('Sin conexión al subir');
    });

    it('gives up after the upload timeout', async () => {
      const failed = failure(send());
      expect(FakeXhr.last!.timeout).toBe(TIMEOUTS.uploadMs);
      await FakeXhr.last!.failTimeout();
      const error = await failed;
      expect(error.status).toBeNull();
      expect(error.message).toBe(HTTP_MESSAGES.timeout);
    });
  });
});
