import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';

describe('the front desk through the bff (real api)', () => {
  let stack: Stack;
  let staff: string;
  let luis: string;
  let luisId: string;

  beforeAll(async () => {
    stack = await startStack();
    staff = await stack.login('colaborador');
    luis = await stack.login('cliente');
    const me = await gql<{ me: { id: string } }>(stack.bff, '{ me { id } }', { token: luis });
    luisId = me.body.data!.me.id;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it("opens a member's card, registers his visit once and a bulk daily income; today's figures count them", async () => {
    const card = await gql<{
      clientCard: { client: { email: string }; membershipStatus: string; canRegisterVisit: boolean };
    }>(
      stack.bff,
      `{ clientCard(userId: "${luisId}") { client { email } membership { planName daysLeft } membershipStatus statusLabel daysLeft pendingPayments { id } lastOrders { orderNumber statusLabel } visits { thisMonth visitedToday } canRenew canRegisterVisit } }`,
      { token: staff },
    );
    expect(card.body.errors).toBeUndefined();
    expect(card.body.data?.clientCard).toMatchObject({
      client: { email: 'cliente@gimnasio.demo' },
      membershipStatus: 'active',
      canRegisterVisit: true,
    });

    const before = await gql<{ deskToday: { visits: { members: number }; dailyPasses: { visitors: number } } }>(
      stack.bff,
      '{ deskToday { date visits { members } dailyPasses { visitors } } }',
      { token: staff },
    );
    const visit = () =>
      gql<{ registerVisit: { alreadyRegistered: boolean } }>(
        stack.bff,
        `mutation { registerVisit(userId: "${luisId}") { alreadyRegistered visit { visitDate } } }`,
        { token: staff },
      );
    expect((await visit()).body.data?.registerVisit.alreadyRegistered).toBe(false);
    expect((await visit()).body.data?.registerVisit.alreadyRegistered).toBe(true);

    const income = await gql<{
      registerDailyIncome: { visitors: number; change: number | null; payment: { status: string } };
    }>(
      stack.bff,
      'mutation { registerDailyIncome(input: { visitors: 3, method: "cash", receivedAmount: 1000, visitorName: "Grupo escolar" }) { visitors change payment { status amount } } }',
      { token: staff },
    );
    expect(income.body.errors).toBeUndefined();
    expect(income.body.data?.registerDailyIncome).toMatchObject({ visitors: 3, payment: { status: 'completed' } });
    expect(income.body.data!.registerDailyIncome.change).toBeGreaterThan(0);

    const after = await gql<{ deskToday: { visits: { members: number }; dailyPasses: { visitors: number } } }>(
      stack.bff,
      '{ deskToday { visits { members } dailyPasses { visitors } queues { total { count } } income { total byMethod { key amount } } } }',
      { token: staff },
    );
    expect(after.body.errors).toBeUndefined();
    expect(after.body.data!.deskToday.dailyPasses.visitors).toBe(before.body.data!.deskToday.dailyPasses.visitors + 3);
    expect(after.body.data!.deskToday.visits.members).toBe(before.body.data!.deskToday.visits.members + 1);
  });

  it('a member gets FORBIDDEN at the desk', async () => {
    const { body } = await gql(stack.bff, `{ clientCard(userId: "${luisId}") { statusLabel } }`, { token: luis });
    expect(firstError(body).code).toBe('FORBIDDEN');
  });
});
