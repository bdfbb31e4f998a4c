import { SCHEDULED_JOB_NAMES } from '@gym/domain';
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

const timestamp = z.string().nullable();

/** The job queue as the admin's health panel shows it (GET /health/jobs). */
export const jobsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    enabled: z.boolean(),
    queues: z.array(
      z.object({ name: z.string(), waiting: z.number().int(), active: z.number().int(), failed: z.number().int() }),
    ),
    deadLetters: z.number().int(),
    unpublishedEvents: z.number().int(),
    schedules: z.array(
      z.object({
        name: z.enum(SCHEDULED_JOB_NAMES),
        label: z.string(),
        cron: z.string(),
        timeZone: z.string(),
        lastStartedAt: timestamp,
        lastFinishedAt: timestamp,
        lastStatus: z.enum(['running', 'completed', 'failed']).nullable(),
        lastSummary: z.string().nullable(),
      }),
    ),
  }),
});

export type JobsReport = z.infer<typeof jobsResponse>['data'];
