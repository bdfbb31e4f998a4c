import { AUTH_MESSAGES, HTTP_MESSAGES, SESSION, homePathForRole, isPublicPath } from '@gym/domain';
import { ErrorLink } from '@apollo/client/link/error';
import type { Notifier } from '../../shared/notify';
import { classifyFailure } from './global-errors';

/** Everything the global handler touches, injected so it can be driven without a browser. */
export interface ErrorLinkDeps {
  notify: Pick<Notifier, 'error' | 'warning'>;
  currentPath: () => string;
  /** Removes the stored tokens at once. */
  clearSession: () => void;
  /** After the redirect delay: drops the signed-in state and opens /login. */
  endSession: (fromPath: string) => void;
  schedule?: (run: () => void, ms: number) => void;
}

const LOGIN_PATH = '/login';
const MEMBER_HOME = homePathForRole('cliente');
// The login page reports its own failed sign-in (spec §8: a 401 on login is left to it).
const LOGIN_OPERATIONS = new Set(['Login']);

/**
 * Spec §8 for a rejected session: tokens removed at once, one 'Sesión expirada. Redirigiendo...'
 * toast, then /login after 1.5 s; a burst of failures produces one toast and one redirect.
 * Also used for failures that bypass Apollo (the XMLHttpRequest uploads of platform/upload.ts).
 */
export function createSessionExpiry(deps: ErrorLinkDeps): (path: string) => void {
  const schedule = deps.schedule ?? ((run, ms) => void setTimeout(run, ms));
  let redirectPending = false;
  return (path) => {
    if (isPublicPath(path)) return;
    deps.clearSession();
    if (redirectPending) return;
    redirectPending = true;
    deps.notify.warning(AUTH_MESSAGES.sessionExpired);
    schedule(() => {
      redirectPending = false;
      deps.endSession(path);
    }, SESSION.unauthorizedRedirectMs);
  };
}

/**
 * `expireSession` is shared with the 401s seen outside Apollo (file uploads), so a burst from
 * both still gives one toast and one redirect.
 */
export function createErrorLink(
  deps: ErrorLinkDeps,
  expireSession: (path: string) => void = createSessionExpiry(deps),
): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    const failure = classifyFailure(error);
    const path = deps.currentPath();
    const onLoginPage = path === LOGIN_PATH;

    switch (failure.kind) {
      case 'unauthenticated':
        if (!LOGIN_OPERATIONS.has(operation.operationName ?? '')) expireSession(path);
        return;
      case 'tooManyRequests':
        deps.notify.warning(HTTP_MESSAGES.tooManyRequests);
        return;
      case 'server':
        deps.notify.error(HTTP_MESSAGES.serverError);
        return;
      case 'timeout':
        deps.notify.error(HTTP_MESSAGES.timeout);
        return;
      case 'network':
        // The member's home says it calmly itself ('Sin conexión: datos de hh:mm', issue 32).
        if (!onLoginPage && path !== MEMBER_HOME) deps.notify.error(HTTP_MESSAGES.network);
        return;
      case 'status':
        if (!onLoginPage) deps.notify.error(failure.message ?? HTTP_MESSAGES.genericStatus(failure.status));
        return;
      case 'cancelled':
      case 'screen':
        return;
    }
  });
}
