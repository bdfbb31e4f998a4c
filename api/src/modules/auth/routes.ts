import {
  AUTH_MESSAGES,
  parseBearerToken,
  PASSWORD_MESSAGES,
  PASSWORD_RESET,
  PASSWORD_RESET_MESSAGES,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
} from '@gym/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { AppError } from '../../lib/errors';
import { verifyAccessToken } from '../../lib/tokens';
import { readUpload } from '../../lib/uploads';
import { messageEnvelope } from '../../lib/zod';
import { createMemoryLoginAttemptStore, createRedisLoginAttemptStore, type LoginAttemptStore } from './login-attempts';
import {
  changePasswordBody,
  forgotPasswordBody,
  imageResponse,
  loginBody,
  logoutBody,
  preferencesBody,
  profilePatchBody,
  profilePatchResponse,
  refreshBody,
  registerBody,
  resetPasswordBody,
  sessionResponse,
  userResponse,
} from './schemas';
import { googleSignInRoutes } from './google.routes';
import * as service from './service';
import {
  requestPasswordReset,
  resetPassword,
  takeRequestTurn,
  type ResetRequestLimits,
} from './password-reset.service';
import { toPublicUser } from '../users/presenter';
import type { ApiModule } from '../../lib/api-module';

export interface AuthRoutesOptions {
  loginAttempts?: LoginAttemptStore;
  resetRequests?: ResetRequestLimits;
}

const tags = ['auth'];
const bearer = [{ bearerAuth: [] }];

export async function authRoutes(fastify: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  // Shared by every instance and kept across restarts when REDIS_URL is set; this process's otherwise.
  const { redis, prefix } = app.sharedState;
  const attemptStore = (namespace: string, windowMs: number): LoginAttemptStore =>
    redis
      ? createRedisLoginAttemptStore(redis, `${prefix}${namespace}:`, windowMs)
      : createMemoryLoginAttemptStore(windowMs);
  const attempts = options.loginAttempts ?? attemptStore('login-failures', config.loginFailures.windowMs);
  const limits = { attempts, maxFailures: config.loginFailures.max };
  const authLimit = { rateLimit: { max: config.authRouteLimit.max, timeWindow: config.authRouteLimit.windowMs } };
  // Work that runs once the answer left (the reset mail); the app waits for it before closing.
  const running = new Set<Promise<void>>();
  const afterAnswer = (work: () => Promise<void>, log: FastifyBaseLogger) => {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) =>
        log.error({ err: error }, 'No se pudo preparar el enlace para restablecer la contraseña'),
      )
      .finally(() => running.delete(done));
    running.add(done);
  };
  // Before the database closes (preClose runs ahead of every onClose).
  app.addHook('preClose', async () => {
    await Promise.all(running);
  });
  const resetRequests = options.resetRequests ?? {
    perAddress: attemptStore('reset-requests-address', PASSWORD_RESET.perAddress.windowMs),
    perAccount: attemptStore('reset-requests-account', PASSWORD_RESET.perAccount.windowMs),
  };

  app.post(
    '/login',
    {
      config: authLimit,
      schema: {
        tags,
        summary:
          'Iniciar sesión (público). 429 tras 5 intentos fallidos del mismo correo e IP en 15 minutos; tras 10 fallos de la cuenta desde cualquier dirección, cada intento espera 1, 2, 4... segundos (máximo 5 minutos; 429 con Retry-After)',
        body: loginBody,
        response: { 200: sessionResponse },
      },
    },
    async (request) => {
      const session = await service.login(app.db, config, request.body, {
        ...limits,
        accountDelay: config.accountLoginDelay,
        ip: request.ip,
      });
      return { success: true as const, data: session, message: AUTH_MESSAGES.loginSuccess };
    },
  );

  app.post(
    '/register',
    {
      config: authLimit,
      schema: {
        tags,
        summary: 'Registro público; siempre crea el rol cliente (un campo role se ignora)',
        body: registerBody,
        response: { 201: sessionResponse },
      },
    },
    async (request, reply) => {
      const session = await service.register(app.db, config, request.body);
      return reply.status(201).send({ success: true as const, data: session, message: AUTH_MESSAGES.registerSuccess });
    },
  );

  app.post(
    '/forgot-password',
    {
      config: authLimit,
      schema: {
        tags,
        summary:
          'Pide un enlace para restablecer la contraseña (público). Responde lo mismo exista o no la cuenta; si existe y está activa, envía por correo un enlace de un solo uso que vence en 60 minutos. 429 tras 3 solicitudes del mismo correo e IP en 15 minutos o 5 de la misma cuenta en una hora',
        body: forgotPasswordBody,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      await takeRequestTurn(resetRequests, request.body.email, request.ip);
      afterAnswer(() => requestPasswordReset(app.db, config, { email: request.body.email }), request.log);
      return { success: true as const, message: PASSWORD_RESET_MESSAGES.requested };
    },
  );

  app.post(
    '/reset-password',
    {
      config: authLimit,
      schema: {
        tags,
        summary:
          'Restablece la contraseña con el token del enlace (público). 400 si el token no existe, ya se usó o venció; 422 si la contraseña no cumple la regla. Cierra todas las sesiones de la cuenta',
        body: resetPasswordBody,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.body);
      return { success: true as const, message: PASSWORD_RESET_MESSAGES.done };
    },
  );

  app.post(
    '/refresh',
    {
      config: authLimit,
      schema: {
        tags,
        summary: 'Rota el token de actualización; reutilizar uno revocado revoca toda la familia (401)',
        body: refreshBody,
        response: { 200: sessionResponse },
      },
    },
    async (request) => {
      const session = await service.refresh(app.db, config, request.body.refreshToken);
      return { success: true as const, data: session };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary:
          'Cierra la sesión del token de actualización enviado, o la del token de acceso si es válido; su token de acceso deja de valer (público: funciona con el token de acceso vencido)',
        body: logoutBody,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      const bearer = parseBearerToken(request.headers.authorization);
      const claims = bearer ? await verifyAccessToken(config, bearer) : null;
      await service.logout(app.db, request.body?.refreshToken, claims?.sessionId);
      return { success: true as const, message: AUTH_MESSAGES.logoutSuccess };
    },
  );

  app.get(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: { tags, security: bearer, summary: 'Perfil del usuario autenticado', response: { 200: userResponse } },
    },
    async (request) => ({ success: true as const, data: { user: toPublicUser(currentUser(request).row) } }),
  );

  app.patch(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'Actualiza solo los campos cambiados; rol y estado no se pueden cambiar aquí',
        body: profilePatchBody,
        response: { 200: profilePatchResponse },
      },
    },
    async (request) => {
      const result = await service.updateProfile(app.db, currentUser(request).row, request.body);
      return { success: true as const, data: result, message: PROFILE_MESSAGES.updated };
    },
  );

  app.post(
    '/profile/image',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        consumes: ['multipart/form-data'],
        summary: 'Sube la foto de perfil (campo image; JPG, PNG o WebP según su contenido; máximo 5MB)',
        response: { 200: imageResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const data = await readUpload(request, {
        field: 'image',
        maxBytes: PROFILE_LIMITS.imageMaxBytes,
        messages: { required: PROFILE_MESSAGES.imageRequired, tooLarge: PROFILE_MESSAGES.imageTooLarge },
      });
      const result = await service.replaceProfileImage(app.db, app.storage, user.row, data);
      return { success: true as const, data: result, message: PROFILE_MESSAGES.imageUpdated };
    },
  );

  app.post(
    '/change-password',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary:
          'Cambia la contraseña (401 si la actual es incorrecta; 429 tras 5 intentos fallidos en 15 minutos). Cierra las demás sesiones de la cuenta; esta sigue abierta',
        body: changePasswordBody,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      await service.changePassword(app.db, currentUser(request), request.body, limits);
      return { success: true as const, message: PASSWORD_MESSAGES.updated };
    },
  );

  app.put(
    '/profile/preferences',
    {
      onRequest: app.authenticate,
      attachValidation: true,
      schema: {
        tags,
        security: bearer,
        summary: 'Preferencias: tema, idioma y notificaciones',
        body: preferencesBody,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      // The spec answers any bad preference with one message rather than field details.
      if (request.validationError) throw new AppError(422, PROFILE_MESSAGES.preferencesError);
      const user = await service.updatePreferences(app.db, currentUser(request).row, request.body);
      return { success: true as const, data: { user }, message: PROFILE_MESSAGES.preferencesUpdated };
    },
  );
}

/** Sign-in (password or Google), registration, sessions and the signed-in user's own profile. */
export function authModule(loginAttempts?: LoginAttemptStore): ApiModule {
  return {
    name: 'auth',
    routes: [
      { prefix: '/auth', plugin: (app) => authRoutes(app, { loginAttempts }) },
      { prefix: '/auth/google', plugin: googleSignInRoutes },
    ],
  };
}
