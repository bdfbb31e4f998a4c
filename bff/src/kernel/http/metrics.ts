import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of the bff (prom-client): `http_request_duration_seconds{method,route,
 * status_code}` by route pattern (`/graphql`, `/uploads/*`, or `unmatched`), and node's own.
 * `GET /metrics` with `Authorization: Bearer $METRICS_TOKEN` on the bff's port, and/or on a
 * listener of its own (METRICS_PORT) without a token. Off when neither is set.
 */
export interface MetricsOptions {
  token: string | null;
  port: number | null;
  host: string;
}

export const METRICS_PATH = '/metrics';
const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const UNAUTHORIZED = 'Token de acceso requerido';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Registers the request histogram and the token-protected route; returns the registry (or null when off). */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Registry | null {
  if (options.token === null && options.port === null) return null;
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'bff' });
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
  const { token } = options;
  if (token !== null) {
    app.get(METRICS_PATH, async (request, reply) => {
      const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send({ success: false, message: UNAUTHORIZED });
      }
      return reply.header('content-type', PROMETHEUS_CONTENT_TYPE).send(await registry.metrics());
    });
  }
  return registry;
}

/** METRICS_PORT: `GET /metrics` on a listener of its own; resolves to it once listening. */
export async function listenForMetrics(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': PROMETHEUS_CONTENT_TYPE }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
