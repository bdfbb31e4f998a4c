import { STORAGE_KEYS } from '@gym/domain';
import { ApolloClient, ApolloLink, InMemoryCache, ServerError, gql } from '@apollo/client';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../session-storage';
import { createErrorLink, type ErrorLinkDeps } from './error-link';
import { RequestTimeoutError, createTimeoutFetch } from './timeout-fetch';

type Outcome = { graphQLErrors: { message: string; extensions: Record<string, unknown> }[] } | { fail: Error };

const USERS = gql`
  query Users {
    users {
      pagination {
        total
      }
    }
  }
`;
const LOGIN = gql`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
    }
  }
`;

function setup(path: string) {
  const scheduled: { run: () => void; ms: number }[] = [];
  const deps = {
    notify: { error: vi.fn(), warning: vi.fn() },
    currentPath: () => path,
    clearSession: vi.fn(clearSession),
    endSession: vi.fn(),
    schedule: (run: () => void, ms: number) => scheduled.push({ run, ms }),
  } satisfies ErrorLinkDeps;
  // One link per app, as in production: its pending-redirect memory spans operations.
  const errorLink = createErrorLink(deps);
  const run = async (outcome: Outcome, operation: 'query' | 'login' = 'query') => {
    const terminal = new ApolloLink(
      () =>
        new Observable((observer) => {
          if ('fail' in outcome) observer.error(outcome.fail);
          else {
            observer.next({ data: null, errors: outcome.graphQLErrors });
            observer.complete();
          }
        }),
    );
    const client = new ApolloClient({ link: ApolloLink.from([errorLink, terminal]), cache: new InMemoryCache() });
    const request =
      operation === 'query'
        ? client.query({ query: USERS })
        : client.mutate({ mutation: LOGIN, variables: { input: { email: 'a@b.co', password: 'x' } } });
    await request.catch(() => undefined);
  };
  return { deps, scheduled, run };
}

const gqlError = (code: string, status: number, message = 'fallo') => ({
  graphQLErrors: [{ message, extensions: { code, status } }],
});

function httpError(status: number, body: object): Error {
  return new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response(JSON.stringify(body), { status }),
    bodyText: JSON.stringify(body),
  });
}

describe('global error handling (spec §8)', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-viejo');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-viejo');
  });

  it('on a 401 in a private screen removes the token, warns, and goes to /login after 1.5 s', async () => {
    const { deps, scheduled, run } = setup('/dashboard/users');
    await run(gqlError('UNAUTHENTICATED', 401, 'Token inválido o expirado'));

    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(deps.notify.warning).toHaveBeenCalledWith('Sesión expirada. Redirigiendo...');
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.ms).toBe(1500);
    expect(deps.endSession).not.toHaveBeenCalled();
    scheduled[0]!.run();
    expect(deps.endSession).toHaveBeenCalledWith('/dashboard/users');
  });

  it('treats an HTTP 401 the same way and warns only once for a burst of failures', async () => {
    const { deps, scheduled, run } = setup('/dashboard/profile');
    await run({ fail: httpError(401, { message: 'Token inválido' }) });
    await run(gqlError('UNAUTHENTICATED', 401));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(deps.notify.warning).toHaveBeenCalledTimes(1);
    expect(scheduled).toHaveLength(1);
  });

  it.each(['/', '/login', '/register', '/store'])('does nothing on the public path %s', async (path) => {
    const { deps, scheduled, run } = setup(path);
    await run(gqlError('UNAUTHENTICATED', 401));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('token-viejo');
    expect(deps.notify.warning).not.toHaveBeenCalled();
    expect(scheduled).toHaveLength(0);
  });

  it('leaves a failed sign-in (401 from login) to the login page', async () => {
    const { deps, scheduled, run } = setup('/dashboard/admin');
    await run(gqlError('UNAUTHENTICATED', 401, 'Correo o contraseña incorrectos'), 'login');
    expect(deps.notify.warning).not.toHaveBeenCalled();
    expect(deps.notify.error).not.toHaveBeenCalled();
    expect(scheduled).toHaveLength(0);
  });

  it('asks to wait on 429', async () => {
    const { deps, run } = setup('/dashboard/users');
    await run(gqlError('TOO_MANY_REQUESTS', 429));
    expect(deps.notify.warning).toHaveBeenCalledWith('Demasiadas solicitudes, espera un momento');
  });

  it('reports server errors, by code or by HTTP status', async () => {
    const first = setup('/dashboard/users');
    await first.run(gqlError('INTERNAL_SERVER_ERROR', 500));
    expect(first.deps.notify.error).toHaveBeenCalledWith('Error del servidor, contacta soporte');

    const second = setup('/login');
    await second.run({ fail: httpError(502, {}) });
    expect(second.deps.notify.error).toHaveBeenCalledWith('Error del servidor, contacta soporte');
  });

  it('reports a network failure except on the login page', async () => {
    const offline = () => new TypeError('Failed to fetch');
    const dashboard = setup('/dashboard/users');
    await dashboard.run({ fail: offline() });
    expect(dashboard.deps.notify.error).toHaveBeenCalledWith('Sin conexión al servidor');

    const login = setup('/login');
    await login.run({ fail: offline() });
    expect(login.deps.notify.error).not.toHaveBeenCalled();
  });

  it('reports a timeout', async () => {
    const { deps, run } = setup('/dashboard/users');
    await run({ fail: new RequestTimeoutError(30000) });
    expect(deps.notify.error).toHaveBeenCalledWith('La solicitud tardó demasiado tiempo');
  });

  it('shows the message of another HTTP status, or "Error {status}"', async () => {
    const withMessage = setup('/dashboard/users');
    await withMessage.run({ fail: httpError(413, { message: 'El archivo es demasiado grande' }) });
    expect(withMessage.deps.notify.error).toHaveBeenCalledWith('El archivo es demasiado grande');

    const bare = setup('/dashboard/users');
    await bare.run({ fail: httpError(418, {}) });
    expect(bare.deps.notify.error).toHaveBeenCalledWith('Error 418');
  });

  it('keeps the session when the bff reports a wrong current password (BAD_USER_INPUT, status 401)', async () => {
    const { deps, scheduled, run } = setup('/dashboard/profile');
    await run(gqlError('BAD_USER_INPUT', 401, 'Contraseña actual incorrecta'));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('token-viejo');
    expect(deps.notify.warning).not.toHaveBeenCalled();
    expect(scheduled).toHaveLength(0);
  });

  it('tells a bff timeout (504) and an unreachable api (503) apart from other server errors', async () => {
    const slow = setup('/dashboard/users');
    await slow.run(gqlError('INTERNAL_SERVER_ERROR', 504));
    expect(slow.deps.notify.error).toHaveBeenCalledWith('La solicitud tardó demasiado tiempo');

    const down = setup('/dashboard/users');
    await down.run(gqlError('INTERNAL_SERVER_ERROR', 503));
    expect(down.deps.notify.error).toHaveBeenCalledWith('Sin conexión al servidor');
  });

  it('leaves validation, forbidden and not-found errors to the screen', async () => {
    const { deps, scheduled, run } = setup('/dashboard/users');
    await run(gqlError('BAD_USER_INPUT', 422, 'El nombre es obligatorio'));
    await run(gqlError('FORBIDDEN', 403));
    await run(gqlError('NOT_FOUND', 404));
    expect(deps.notify.error).not.toHaveBeenCalled();
    expect(deps.notify.warning).not.toHaveBeenCalled();
    expect(scheduled).toHaveLength(0);
  });
});

describe('request timeout', () => {
  afterEach(() => vi.useRealTimers());

  it('aborts a request that outlives the timeout and says it timed out', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const timed = createTimeoutFetch(20, hanging);
    await expect(timed('/graphql')).rejects.toBeInstanceOf(RequestTimeoutError);
  });

  it('passes a prompt response through', async () => {
    const quick: typeof fetch = async () => new Response('{"data":{}}', { status: 200 });
    const response = await createTimeoutFetch(1000, quick)('/graphql');
    expect(response.status).toBe(200);
  });
});
