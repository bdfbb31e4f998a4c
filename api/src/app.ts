import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  API_VERSION,
  errorForLog,
  LOG_REDACT_PATHS,
  PROFILE_LIMITS,
  REDACTED,
  requestArrivalLimit,
  requestForLog,
  saneRequestId,
  STORED_FILE_HEADERS,
  TIMEOUTS,
} from '@gym/domain';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { loadConfig, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDemoData } from './seed';
import './lib/zod';
import { mountModules, type ApiModule } from './lib/api-module';
import type { EventHandler } from './events/handler';
import { startJobQueue, type JobQueueTuning } from './jobs/job-queue';
import type { LoginAttemptStore } from './modules/auth/login-attempts';
import { apiModules } from './modules/index';
import { TRANSFER_PROOF_FOLDER } from './modules/payments/proofs';
import { seedStoreCatalogue } from './modules/store/seed';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { inputGuardPlugin } from './plugins/input-guard';
import type { FileStorage, PrivateFileStorage } from './storage/file-storage';
import {
  createLocalPrivateStorage,
  createLocalStorage,
  moveLocalFolder,
  UPLOADS_URL_PREFIX,
} from './storage/local-storage';
import './types';

export { DEMO_ACCOUNTS, type DemoAccount } from './modules/users/seed';
export type { AppConfig } from './config';

export interface BuildAppOptions {
  /** Overrides on top of the environment (tests: `pgliteDir: 'memory://'`, `seed`, `uploadsDir`, `logLevel`). */
  config?: Partial<AppConfig>;
  /** An already opened database (tests start PGlite from a migrated snapshot); closed with the app. */
  database?: DatabaseHandle;
  /** Replaces the local-disk storage (object store, or a failing one in tests). */
  storage?: FileStorage;
  /** Replaces the local-disk storage of private files (transfer proofs). */
  privateStorage?: PrivateFileStorage;
  /** Replaces the in-memory failed-login counter (e.g. a Redis-backed one). */
  loginAttempts?: LoginAttemptStore;
  /** Told of every route as it is registered, schemas included (the route-walking tests read them). */
  onRoute?: (route: RouteOptions) => void;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** How long a request may take to arrive (default TIMEOUTS.requestArrivalMs); tests lower it. */
  requestArrivalMs?: number;
  /** Side effects beyond the modules' own (tests hang a recording handler on an event). */
  extraHandlers?: readonly EventHandler[];
  /** The job queue's polling and retry timing (tests shorten it). */
  jobTuning?: JobQueueTuning;
}

/** The OpenAPI document generated from the route schemas, and Swagger UI, at /api/docs. */
async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API del gimnasio',
        description: 'Servicio REST: autenticación, usuarios, configuración y salud.',
        version: API_VERSION,
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

/**
 * The job queue (jobs/job-queue.ts) with every module's event handlers and schedules, started once
 * the app is ready and stopped before the database closes. Off when `config.jobs.enabled` is false
 * (tests, unless a test turns it on): events are still recorded and wait in the outbox.
 */
function registerJobQueue(
  app: FastifyInstance,
  modules: readonly ApiModule[],
  options: Pick<BuildAppOptions, 'extraHandlers' | 'jobTuning'>,
): void {
  app.decorate('jobs', null);
  if (!app.config.jobs.enabled) return;
  app.addHook('onReady', async () => {
    app.jobs = await startJobQueue({
      executeSql: app.database.executeSql,
      context: { db: app.db, log: app.log.child({ component: 'jobs' }), config: app.config },
      handlers: [...modules.flatMap((module) => module.handlers ?? []), ...(options.extraHandlers ?? [])],
      schedules: modules.flatMap((module) => module.schedules ?? []),
      relayIntervalMs: app.config.jobs.relayIntervalMs,
      ...options.jobTuning,
    });
  });
  app.addHook('preClose', async () => {
    await app.jobs?.stop();
  });
}

/** The caller's x-request-id when it is safe to log and forward, else a new one. */
const requestId = (request: IncomingMessage): string => saneRequestId(request.headers['x-request-id']) ?? randomUUID();

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(process.env, options.config);

  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Credentials, tokens and SQL parameters never reach a log line (domain/src/log-redaction.ts).
      redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
      serializers: { err: errorForLog, req: requestForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: requestId,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...requestArrivalLimit(options.requestArrivalMs ?? TIMEOUTS.requestArrivalMs),
  });
  for (const warning of config.warnings) app.log.warn(warning);
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins first: config, database, storage, errors, security, docs.
  app.decorate('config', config);

  const database =
    options.database ??
    (await openDatabase(config, (error) => app.log.warn({ err: error }, 'Conexión a la base de datos perdida')));
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onClose', async () => {
    await database.close();
  });
  try {
    await database.migrate();
    if (config.seed === 'demo' && (await seedDemoData(database.db))) app.log.info('Datos de demostración creados');
  } catch (error) {
    await database.close();
    throw error;
  }

  await mkdir(config.uploadsDir, { recursive: true });
  app.decorate('storage', options.storage ?? createLocalStorage(config.uploadsDir));
  await mkdir(config.privateFilesDir, { recursive: true });
  app.decorate('privateStorage', options.privateStorage ?? createLocalPrivateStorage(config.privateFilesDir));
  if (!options.storage && !options.privateStorage) {
    // Transfer proofs used to be public files under /uploads/proofs: they move where only the
    // authorized route reads them, under the same keys, so their payments still find them.
    const moved = await moveLocalFolder(config.uploadsDir, config.privateFilesDir, TRANSFER_PROOF_FOLDER);
    if (moved > 0) app.log.info({ moved }, 'Comprobantes de transferencia movidos fuera de /uploads');
  }
  // The catalogue seed writes product images, so it runs once the storage exists.
  if (config.seed === 'demo' && (await seedStoreCatalogue(app.db, app.storage)))
    app.log.info('Catálogo de demostración creado');

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin);
  await app.register(helmet, {
    // Images under /uploads are loaded by the web app through the bff on another origin in development.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
  });
  // Not global: the bff calls from one address for every user; only auth routes opt in.
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: PROFILE_LIMITS.imageMaxBytes, files: 1, fields: 10, fieldSize: 1024 },
  });
  if (config.apiDocs) await registerApiDocs(app);
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    // A stored file never runs in our origin, even opened directly (an SVG is a document).
    setHeaders: (reply) => reply.headers(STORED_FILE_HEADERS),
  });
  await app.register(authPlugin);

  // Domain modules, each at the prefixes it owns (modules/index.ts).
  const modules = apiModules({ loginAttempts: options.loginAttempts });
  await app.register(async (api) => mountModules(api, modules), { prefix: '/api' });
  registerJobQueue(app, modules, options);

  return app;
}
