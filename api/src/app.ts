import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { hostname } from 'node:os';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
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
import { idempotencyCleanupJob, idempotencyPlugin } from './plugins/idempotency';
import { inputGuardPlugin } from './plugins/input-guard';
import { metricsPlugin } from './lib/metrics';
import { tracingPlugin } from './lib/tracing';
import type { FileStorage, PrivateFileStorage } from './storage/file-storage';
import { moveLocalFolder } from './storage/local-storage';
import { openConfiguredStorage, serveUploads } from './storage/configured-storage';
import { connectSharedState, localSharedState } from './lib/shared-state';
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
      schedules: [...modules.flatMap((module) => module.schedules ?? []), idempotencyCleanupJob],
      relayIntervalMs: app.config.jobs.relayIntervalMs,
      ...options.jobTuning,
    });
  });
  app.addHook('preClose', async () => {
    await app.jobs?.stop();
  });
}

/**
 * Migrations and the first seed, one instance at a time (the database's startup lock): N instances
 * starting together on an empty database all come up, and the demo data is written once. The
 * catalogue seed writes product images, so it runs once the storage exists.
 */
async function firstStart(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  await database.withStartupLock(async () => {
    await database.migrate();
    if (app.config.seed !== 'demo') return;
    if (await seedDemoData(database.db)) app.log.info('Datos de demostración creados');
    if (await seedStoreCatalogue(app.db, app.storage)) app.log.info('Catálogo de demostración creado');
  });
}

/** The caller's x-request-id when it is safe to log and forward, else a new one. */
const requestId = (request: IncomingMessage): string => saneRequestId(request.headers['x-request-id']) ?? randomUUID();

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(process.env, options.config);

  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Every line names its service (api and bff logs often land in one stream).
      base: { service: 'api', pid: process.pid, hostname: hostname() },
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
  const shared = config.redis ? await connectSharedState(config.redis, app.log) : localSharedState();
  app.decorate('sharedState', shared);
  app.addHook('onClose', async () => {
    await shared.close();
  });

  const database =
    options.database ??
    (await openDatabase(config, (error) => app.log.warn({ err: error }, 'Conexión a la base de datos perdida')));
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onClose', async () => {
    await database.close();
  });
  const configured = await openConfiguredStorage(config);
  app.decorate('storage', options.storage ?? configured.storage);
  app.decorate('privateStorage', options.privateStorage ?? configured.privateStorage);
  if (!options.storage && !options.privateStorage && !configured.bucket) {
    // Transfer proofs used to be public files under /uploads/proofs: they move where only the
    // authorized route reads them, under the same keys, so their payments still find them.
    const moved = await moveLocalFolder(config.uploadsDir, config.privateFilesDir, TRANSFER_PROOF_FOLDER);
    if (moved > 0) app.log.info({ moved }, 'Comprobantes de transferencia movidos fuera de /uploads');
  }
  try {
    // The catalogue seed writes product images, so the first start runs once the storage exists.
    await firstStart(app, database);
  } catch (error) {
    await database.close();
    await shared.close();
    throw error;
  }

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(tracingPlugin);
  await app.register(metricsPlugin);

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
  // With REDIS_URL the counts are shared by every instance and kept across restarts; while Redis is
  // away these request caps let requests through (the sign-in lockout itself answers 503).
  const { redis, prefix } = app.sharedState;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${prefix}rate-limit:`, skipOnError: true } : {}),
  });
  await app.register(multipart, {
    limits: { fileSize: PROFILE_LIMITS.imageMaxBytes, files: 1, fields: 10, fieldSize: 1024 },
  });
  if (config.apiDocs) await registerApiDocs(app);
  await serveUploads(app, options.storage ? null : configured.bucket);
  await app.register(authPlugin);
  // After auth: a key belongs to its caller. Routes that take money opt in (`config: IDEMPOTENT`).
  await app.register(idempotencyPlugin);

  // Domain modules, each at the prefixes it owns (modules/index.ts).
  const modules = apiModules({ loginAttempts: options.loginAttempts });
  await app.register(async (api) => mountModules(api, modules), { prefix: '/api' });
  registerJobQueue(app, modules, options);

  return app;
}
