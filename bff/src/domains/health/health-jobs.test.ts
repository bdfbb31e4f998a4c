import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';

const JOB_QUEUE = `{ jobQueue { enabled deadLetters unpublishedEvents queues { name waiting active failed }
  schedules { name label cron timeZone lastStatus lastSummary lastFinishedAt } } }`;

interface JobQueueAnswer {
  jobQueue: {
    enabled: boolean;
    deadLetters: number;
    schedules: { name: string; label: string; lastStatus: string | null; lastSummary: string | null }[];
  };
}

describe('the job queue in the admin health panel (real api, queue on)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({}, { jobs: { enabled: true, relayIntervalMs: 200 } });
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
  });

  it("shows the admin each schedule with its last run, and the queue's dead letters", async () => {
    const token = await stack.login('admin');
    let answer: JobQueueAnswer['jobQueue'] | undefined;
    // Each schedule but the reminders runs once at start; wait for them to have finished.
    for (let tries = 0; tries < 100; tries += 1) {
      const { body } = await gql<JobQueueAnswer>(stack.bff, JOB_QUEUE, { token });
      expect(body.errors).toBeUndefined();
      answer = body.data!.jobQueue;
      if (answer.schedules.filter((s) => s.name !== 'messages.reminders').every((s) => s.lastStatus === 'completed'))
        break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(answer).toMatchObject({ enabled: true, deadLetters: 0 });
    expect(answer!.schedules).toEqual([
      expect.objectContaining({
        name: 'memberships.expire',
        label: 'Vencimiento de membresías',
        lastStatus: 'completed',
      }),
      expect.objectContaining({
        name: 'memberships.freezes',
        label: 'Congelamientos de membresías',
        lastStatus: 'completed',
      }),
      expect.objectContaining({ name: 'expenses.recurring', label: 'Gastos recurrentes', lastStatus: 'completed' }),
      // Waits for 8:00: no run yet.
      expect.objectContaining({ name: 'messages.reminders', label: 'Recordatorios de membresía', lastStatus: null }),
      expect.objectContaining({
        name: 'idempotency.cleanup',
        label: 'Limpieza de claves de idempotencia',
        lastStatus: 'completed',
      }),
    ]);
    expect(answer!.schedules[2]!.lastSummary).toMatch(/Gastos recurrentes procesados/);
  });

  it('refuses a colaborador and a visitor', async () => {
    const staff = await gql(stack.bff, JOB_QUEUE, { token: await stack.login('colaborador') });
    expect(firstError(staff.body).code).toBe('FORBIDDEN');
    const visitor = await gql(stack.bff, JOB_QUEUE);
    expect(firstError(visitor.body).code).toBe('UNAUTHENTICATED');
  });
});
