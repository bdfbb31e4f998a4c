import { GOOGLE_SIGN_IN, googleSignInErrorKey, type GoogleSignInErrorKey } from '@gym/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { callerFromRequest, createApiHttp, type ApiConnection } from '../../kernel/http/api-connection';

interface Envelope<T> {
  success: boolean;
  data?: T;
  message?: string;
}

/** The return page with a one-time code or a refusal's key in the fragment (never sent to a server). */
const successPage = (fragment: string) => `${GOOGLE_SIGN_IN.successPath}#${fragment}`;
const refusedPage = (key: GoogleSignInErrorKey) => successPage(`error=${key}`);

/** The value of one cookie of the request's Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The browser's side of a Google sign-in, on the bff's origin (the web talks only to the bff):
 *
 * - GET /bff/auth/google/start asks the api for the provider's URL, keeps the state in an
 *   httpOnly, SameSite=Lax cookie limited to these paths and ten minutes, and redirects there.
 * - GET /bff/auth/google/callback (the redirect URI registered with Google) hands the provider's
 *   answer and the cookie's state to the api, clears the cookie, and redirects to
 *   /auth/google-success with `#code=<one-time code>` or `#error=<key>`. The page spends the code
 *   through GraphQL (completeGoogleSignIn); tokens never appear in a URL.
 *
 * Both answer a redirect whatever happens, so the person always lands on a page that explains.
 */
export function googleSignInRoutes(connection: ApiConnection, options: { secureCookie: boolean }) {
  const cookieAttributes = `Path=/bff/auth/google; HttpOnly; SameSite=Lax${options.secureCookie ? '; Secure' : ''}`;
  const stateCookie = (value: string, maxAge: number) =>
    `${GOOGLE_SIGN_IN.stateCookie}=${value}; Max-Age=${maxAge}; ${cookieAttributes}`;
  const redirect = (reply: FastifyReply, location: string) =>
    reply.header('cache-control', 'no-store').redirect(location, 302);

  return async (scope: FastifyInstance) => {
    scope.get('/bff/auth/google/start', async (request, reply) => {
      const http = createApiHttp(connection, callerFromRequest(request));
      const response = await http
        .post<Envelope<{ authorizationUrl: string; state: string }>>(
          '/auth/google/start',
          {},
          {
            validateStatus: () => true,
          },
        )
        .catch(() => null);
      const started = response?.status === 200 ? response.data.data : undefined;
      if (!started) return redirect(reply, refusedPage(googleSignInErrorKey(response?.data.message)));
      reply.header('set-cookie', stateCookie(started.state, GOOGLE_SIGN_IN.stateTtlSeconds));
      return redirect(reply, started.authorizationUrl);
    });

    scope.get('/bff/auth/google/callback', async (request, reply) => {
      const at = request.url.indexOf('?');
      const callbackQuery = at < 0 ? '' : request.url.slice(at + 1);
      const browserState = readCookie(request.headers.cookie, GOOGLE_SIGN_IN.stateCookie);
      // The state is good for one return only, whatever the api says.
      reply.header('set-cookie', stateCookie('', 0));
      const http = createApiHttp(connection, callerFromRequest(request));
      const response = await http
        .post<Envelope<{ code: string }>>(
          '/auth/google/callback',
          { callbackQuery, ...(browserState ? { browserState } : {}) },
          { validateStatus: () => true },
        )
        .catch(() => null);
      const code = response?.status === 200 ? response.data.data?.code : undefined;
      if (!code) return redirect(reply, refusedPage(googleSignInErrorKey(response?.data.message)));
      return redirect(reply, successPage(`code=${encodeURIComponent(code)}`));
    });
  };
}
