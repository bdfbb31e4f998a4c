import { MEMBERSHIP_MESSAGES, nextBusinessDayStart } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import { expireMemberships } from './lifecycle.service';

/**
 * The daily expiry: once when the api starts (a night it was down is caught up) and then at every
 * midnight in America/Guatemala. Several api processes each run it; the run itself makes that
 * harmless (each membership expires once). Off in tests, which run it on demand.
 */
export async function membershipExpiryJob(app: FastifyInstance): Promise<void> {
  if (app.config.env === 'test') return;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const run = async () => {
    try {
      const result = await expireMemberships(app.db);
      if (result.expired.length > 0)
        app.log.info({ expired: result.expired.length }, MEMBERSHIP_MESSAGES.expiredNow(result.expired.length));
    } catch (error) {
      app.log.error({ err: error }, 'El vencimiento diario de membresías falló; se intentará a la próxima medianoche');
    }
  };
  const scheduleNext = () => {
    if (stopped) return;
    const delay = Math.max(1000, nextBusinessDayStart().getTime() - Date.now());
    timer = setTimeout(() => {
      void run().finally(scheduleNext);
    }, delay);
    // The timer alone never keeps the process alive (a graceful shutdown does not wait for midnight).
    timer.unref();
  };

  app.addHook('onReady', async () => {
    await run();
    scheduleNext();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  });
}
