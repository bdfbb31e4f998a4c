import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { AUTH_MESSAGES } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { QueueCounts } from '../jobs/job-queue';

/**
 * Prometheus metrics of the api (prom-client), each app with its own registry:
 * - `http_request_duration_seconds{method,route,status_code}`: every answered request, by its
 *   route pattern (`/api/store/products/:id`, never the raw URL) or `unmatched`;
 * - `db_pool_connections{state}` and `db_pool_max`: the database pool;
 * - `job_queue_jobs{queue,state}` (waiting, active, failed) and `job_queue_dead_letters`;
 * - `outbox_unpublished_events` and `outbox_lag_seconds` (the oldest committed event the relay
 *   has not handed on yet);
 * - node's own (`process_*`, `nodejs_*`).
 * Served at `GET /metrics` on the api's port to `Authorization: Bearer $METRICS_TOKEN`, and/or on
 * a listener of its own (METRICS_PORT) without a token. Off when neither is set.
 */
export const METRICS_PATH = '/metrics';
const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** Request durations: most answers take milliseconds, a report seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function outboxLag(app: FastifyInstance): Promise<{ unpublished: number; lagSeconds: number }> {
  const { rows } = await app.database.executeSql(
    `select count(*)::int as unpublished,
            coalesce(extract(epoch from now() - min(occurred_at)), 0)::float8 as lag
       from outbox_events where published_at is null`,
  );
  const [row] = rows as { unpublished: number; lag: number }[];
  return { unpublished: row?.unpublished ?? 0, lagSeconds: row?.lag ?? 0 };
}

interface QueueSnapshot {
  queues: QueueCounts[];
  deadLetters: number;
  unpublished: number;
  lagSeconds: number;
}

async function readQueue(app: FastifyInstance): Promise<QueueSnapshot> {
  const outbox = await outboxLag(app);
  const state = app.jobs ? await app.jobs.state() : null;
  return { queues: state?.queues ?? [], deadLetters: state?.deadLetters ?? 0, ...outbox };
}

function createRegistry(app: FastifyInstance): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'api' });
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duración de las peticiones HTTP por ruta y estado',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'Conexiones del pool de la base de datos por estado (total, idle, waiting = peticiones esperando)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = app.database.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'db_pool_max',
    help: 'Máximo de conexiones del pool',
    registers: [registry],
    collect() {
      this.set(app.database.poolStats().max);
    },
  });

  // One read of the queue and the outbox per scrape, shared by the gauges below (each gauge is
  // collected as it is written out, so each asks; the first asking reads).
  let current: Promise<QueueSnapshot> | null = null;
  const snapshot = (): Promise<QueueSnapshot> => {
    current ??= readQueue(app).finally(() => {
      setImmediate(() => {
        current = null;
      });
    });
    return current;
  };
  new Gauge({
    name: 'job_queue_up',
    help: '1 cuando la cola de trabajos corre en este proceso (JOBS=on), 0 si no',
    registers: [registry],
    collect() {
      this.set(app.jobs ? 1 : 0);
    },
  });
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Trabajos de la cola por cola y estado (waiting, active, failed)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of (await snapshot()).queues) {
        this.set({ queue: queue.name, state: 'waiting' }, queue.waiting);
        this.set({ queue: queue.name, state: 'active' }, queue.active);
        this.set({ queue: queue.name, state: 'failed' }, queue.failed);
      }
    },
  });
  new Gauge({
    name: 'job_queue_dead_letters',
    help: 'Eventos que agotaron sus reintentos (cola de descartados)',
    registers: [registry],
    async collect() {
      this.set((await snapshot()).deadLetters);
    },
  });
  new Gauge({
    name: 'outbox_unpublished_events',
    help: 'Eventos confirmados que el relé aún no entregó a la cola',
    registers: [registry],
    async collect() {
      this.set((await snapshot()).unpublished);
    },
  });
  new Gauge({
    name: 'outbox_lag_seconds',
    help: 'Antigüedad del evento más viejo sin entregar (0 si no hay)',
    registers: [registry],
    async collect() {
      this.set((await snapshot()).lagSeconds);
    },
  });
  return registry;
}

/** Registers the metrics (when configured) and, with METRICS_TOKEN, `GET /metrics` on this app. */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const { token, port } = app.config.metrics;
    if (token === null && port === null) return;
    const registry = createRegistry(app);
    if (port !== null) {
      let server: Server | undefined;
      app.addHook('onReady', async () => {
        server = await listenForMetrics(app, registry, port, app.config.metrics.host);
        app.log.info({ port, host: app.config.metrics.host }, 'Métricas de Prometheus en /metrics');
      });
      app.addHook('onClose', async () => {
        if (server) await new Promise<void>((resolve) => server?.close(() => resolve()));
      });
    }
    if (token === null) return;
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ success: false, message: AUTH_MESSAGES.tokenRequired });
      }
      return reply.header('content-type', PROMETHEUS_CONTENT_TYPE).send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);

/** METRICS_PORT: `GET /metrics` on a listener of its own, without the token (keep it off the public network). */
function listenForMetrics(app: FastifyInstance, registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': PROMETHEUS_CONTENT_TYPE }).end(text),
      (error: unknown) => {
        app.log.warn({ err: error }, 'No se pudieron leer las métricas');
        response.writeHead(500).end();
      },
    );
  });
  return new Promise<Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
