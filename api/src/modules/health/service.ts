import { API_VERSION, SCHEDULED_JOB_LABELS, TIMEOUTS } from '@gym/domain';
import type { JobQueue } from '../../jobs/job-queue';
import type { HealthReport, JobsReport, ServiceHealth } from './schemas';

export interface HealthCheck {
  name: string;
  run(): Promise<void>;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sin respuesta en ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function probe(check: HealthCheck, timeoutMs: number): Promise<ServiceHealth> {
  const started = performance.now();
  try {
    await withTimeout(check.run(), timeoutMs);
    return { name: check.name, status: 'healthy', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      name: check.name,
      status: 'unhealthy',
      latencyMs: Math.round(performance.now() - started),
      message: error instanceof Error ? error.message : 'error desconocido',
    };
  }
}

/** Spec §7: healthy when all services are, degraded when more than half are, otherwise unhealthy. */
export function overallStatus(services: readonly ServiceHealth[]): HealthReport['status'] {
  const healthy = services.filter((s) => s.status === 'healthy').length;
  if (healthy === services.length) return 'healthy';
  if (healthy > services.length / 2) return 'degraded';
  return 'unhealthy';
}

export async function checkHealth(
  checks: readonly HealthCheck[],
  timeoutMs = TIMEOUTS.healthCheckMs,
): Promise<HealthReport> {
  const services = await Promise.all(checks.map((check) => probe(check, timeoutMs)));
  return {
    status: overallStatus(services),
    version: API_VERSION,
    timestamp: new Date().toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    services,
  };
}

/** The job queue's state for the admin; `enabled: false` and empty lists while the queue is off. */
export async function jobsReport(jobs: JobQueue | null): Promise<JobsReport> {
  if (!jobs) return { enabled: false, queues: [], deadLetters: 0, unpublishedEvents: 0, schedules: [] };
  const state = await jobs.state();
  return {
    enabled: true,
    queues: state.queues,
    deadLetters: state.deadLetters,
    unpublishedEvents: state.unpublishedEvents,
    schedules: state.schedules.map((schedule) => ({
      ...schedule,
      label: SCHEDULED_JOB_LABELS[schedule.name],
      lastStartedAt: schedule.lastStartedAt?.toISOString() ?? null,
      lastFinishedAt: schedule.lastFinishedAt?.toISOString() ?? null,
    })),
  };
}
