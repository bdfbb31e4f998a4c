import { AUTH_MESSAGES, GOOGLE_SIGN_IN, GOOGLE_SIGN_IN_MESSAGES } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { createGoogleProvider, type GoogleProvider } from './google-provider';
import { finishGoogleSignIn, googleSession, startGoogleSignIn } from './google.service';
import {
  googleCallbackBody,
  googleCallbackResponse,
  googleConfigResponse,
  googleSessionBody,
  googleStartResponse,
  sessionResponse,
} from './schemas';

const tags = ['auth'];

/**
 * Sign-in with Google (OpenID Connect, authorization code with PKCE). The browser never calls
 * these: the bff's /bff/auth/google/start and /callback do, and the return page exchanges its
 * one-time code through GraphQL. Off (404 in Spanish) unless GOOGLE_CLIENT_ID and
 * GOOGLE_CLIENT_SECRET are set.
 */
export async function googleSignInRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const provider = config.google ? createGoogleProvider(config.google, app.log) : null;
  const configured = (): GoogleProvider => {
    if (!provider) throw new AppError(404, GOOGLE_SIGN_IN_MESSAGES.notConfigured);
    return provider;
  };
  const authLimit = { rateLimit: { max: config.authRouteLimit.max, timeWindow: config.authRouteLimit.windowMs } };

  app.get(
    '/config',
    {
      schema: {
        tags,
        summary: 'Si el inicio de sesión con Google está configurado (la web muestra el botón solo entonces)',
        response: { 200: googleConfigResponse },
      },
    },
    async () => ({ success: true as const, data: { enabled: provider !== null } }),
  );

  app.post(
    '/start',
    {
      config: authLimit,
      schema: {
        tags,
        summary: `Empieza un inicio de sesión con Google: la URL del proveedor (PKCE S256, state y nonce) y el state que el navegador guarda en una cookie; vence en ${GOOGLE_SIGN_IN.stateTtlSeconds / 60} minutos. 404 si no está configurado`,
        response: { 200: googleStartResponse },
      },
    },
    async () => ({ success: true as const, data: await startGoogleSignIn(app.db, configured()) }),
  );

  app.post(
    '/callback',
    {
      config: authLimit,
      schema: {
        tags,
        summary:
          'La respuesta de Google (su query) y el state de la cookie del navegador: 400 si el state no es de este servidor, ya se usó, venció o no es el del navegador; 401 si el código o el ID token no se verifican; 403 si el correo no está verificado o la cuenta está desactivada. Enlaza la cuenta con ese correo o crea un cliente; responde un código de un solo uso',
        body: googleCallbackBody,
        response: { 200: googleCallbackResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await finishGoogleSignIn(app.db, configured(), request.body),
    }),
  );

  app.post(
    '/session',
    {
      config: authLimit,
      schema: {
        tags,
        summary: `Canjea el código de un solo uso (vence en ${GOOGLE_SIGN_IN.handoffTtlSeconds} segundos) por la misma sesión que un inicio de sesión con contraseña; 401 si no vale`,
        body: googleSessionBody,
        response: { 200: sessionResponse },
      },
    },
    async (request) => {
      configured();
      const session = await googleSession(app.db, config, request.body.code);
      return { success: true as const, data: session, message: AUTH_MESSAGES.loginSuccess };
    },
  );
}
