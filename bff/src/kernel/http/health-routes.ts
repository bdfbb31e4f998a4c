import { API_VERSION, TIMEOUTS } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import { apiBaseUrl, type ApiConnection } from './api-connection';

/** What the bff says when its api cannot take requests. */
export const API_UNAVAILABLE_MESSAGE = 'Servicio no disponible: la API no responde';

interface ServiceHealth {
  name: string;
  status: 'healthy' | 'unhealthy';
  latencyMs: number;
  message?: string;
}

function report(status: 'healthy' | 'unhealthy', services: ServiceHealth[]) {
  return {
    status,
    version: API_VERSION,
    timestamp: new Date().toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    services,
  };
}

/** The api's readiness (database reachable, migrations done), as one service of the bff's. */
async function apiReadiness(connection: ApiConnection, requestId: string): Promise<ServiceHealth> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(`${apiBaseUrl(connection)}/health/ready`, {
      headers: { 'x-request-id': requestId },
      signal: AbortSignal.timeout(TIMEOUTS.healthCheckMs),
    });
    await response.body?.cancel();
    if (response.ok) return { name: 'api', status: 'healthy', latencyMs: latency() };
    return { name: 'api', status: 'unhealthy', latencyMs: latency(), message: `la API responde ${response.status}` };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      name: 'api',
      status: 'unhealthy',
      latencyMs: latency(),
      message: timedOut ? `sin respuesta en ${TIMEOUTS.healthCheckMs} ms` : 'la API no acepta conexiones',
    };
  }
}

/**
 * Health for orchestrators and load balancers:
 * - `/bff/health/live`: 200 while this process answers (restart it when not);
 * - `/bff/health/ready` and `/bff/health`: 200 when its api is ready, else 503 (send no traffic:
 *   every page would fail).
 */
export async function healthRoutes(app: FastifyInstance, connection: ApiConnection): Promise<void> {
  app.get('/bff/health/live', async () => ({ success: true, data: report('healthy', []) }));
  const ready = async (request: { id: string }, reply: { status(code: number): unknown }) => {
    const api = await apiReadiness(connection, request.id);
    if (api.status === 'healthy') return { success: true, data: report('healthy', [api]) };
    reply.status(503);
    return { success: false, message: API_UNAVAILABLE_MESSAGE, data: report('unhealthy', [api]) };
  };
  app.get('/bff/health', ready);
  app.get('/bff/health/ready', ready);
}
