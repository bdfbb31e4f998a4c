import { z } from 'zod';

export const SERVICE_STATUSES = ['healthy', 'unhealthy'] as const;
export const OVERALL_STATUSES = ['healthy', 'degraded', 'unhealthy'] as const;

export const healthResponse = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z.object({
    status: z.enum(OVERALL_STATUSES),
    version: z.string(),
    timestamp: z.string(),
    uptimeSeconds: z.number(),
    services: z.array(
      z.object({
        name: z.string(),
        status: z.enum(SERVICE_STATUSES),
        latencyMs: z.number(),
        message: z.string().optional(),
      }),
    ),
  }),
});

export type HealthReport = z.infer<typeof healthResponse>['data'];
export type ServiceHealth = HealthReport['services'][number];
