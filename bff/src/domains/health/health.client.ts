import axios, { type AxiosInstance } from 'axios';
import { API_VERSION } from '@gym/domain';
import { toGraphQLError } from '../../kernel/http/errors';
import { restCall, type RestEnvelope } from '../../kernel/http/rest';
import type { Health, JobQueueState } from './health.type';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';

/** Spec §7: the health check gives the api 3 s, not the usual 30. */
export const HEALTH_TIMEOUT_MS = 3000;

export interface RestHealth {
  status: 'healthy' | 'degraded' | 'unhealthy';
  version: string;
  timestamp: string;
  uptimeSeconds: number;
  services: { name: string; status: string; latencyMs?: number | null; message?: string | null }[];
}

const processStartedAt = Date.now();

export function createHealthClient(http: AxiosInstance) {
  return {
    /**
     * An unreachable api is itself a health result ("unhealthy"), not a failed query, so the
     * status screen can say so. A 503 carries the same body as a 200.
     */
    async check(): Promise<Health> {
      try {
        const response = await http.get<RestEnvelope<RestHealth>>('/health', {
          timeout: Math.min(HEALTH_TIMEOUT_MS, http.defaults.timeout ?? HEALTH_TIMEOUT_MS),
          validateStatus: (status) => status === 200 || status === 503,
        });
        return response.data.data;
      } catch (error) {
        if (!axios.isAxiosError(error) || error.response) throw toGraphQLError(error);
        return {
          status: 'unhealthy',
          version: API_VERSION,
          timestamp: new Date().toISOString(),
          uptimeSeconds: (Date.now() - processStartedAt) / 1000,
          services: [{ name: 'api', status: 'unhealthy', latencyMs: null, message: toGraphQLError(error).message }],
        };
      }
    },
    /** The api's job queue for the admin (GET /health/jobs); its refusals reach the caller as they are. */
    async jobs(): Promise<JobQueueState> {
      return (await restCall<JobQueueState>(http, { method: 'GET', url: '/health/jobs' })).data;
    },
  };
}

export type HealthClient = ReturnType<typeof createHealthClient>;

const makeHealthClient = (ctx: RequestContext) => createHealthClient(ctx.http);

/** This request's client, made on first use. */
export const healthClient = (ctx: RequestContext) => perRequest(ctx, makeHealthClient);
