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

  it("lists a member's visits and the 'Inactivos', refusing a bad number of days", async () => {
    const visits = await gql<{ clientVisits: { visitDate: string; visitType: string }[] }>(
      stack.bff,
      `{ clientVisits(userId: "${luisId}", limit: 5) { id visitDate visitedAt visitType visitors } }`,
      { token: staff },
    );
    expect(visits.body.errors).toBeUndefined();
    const list = visits.body.data!.clientVisits;
    expect(list.length).toBeLessThanOrEqual(5);
    expect([...list].sort((a, b) => b.visitDate.localeCompare(a.visitDate))).toEqual(list);

    const inactive = await gql<{ inactiveMembers: { days: number; members: { lastVisit: string | null }[] } }>(
      stack.bff,
      '{ inactiveMembers { days members { userId fullName phone planName endDate lastVisit } } }',
      { token: staff },
    );
    expect(inactive.body.errors).toBeUndefined();
    expect(inactive.body.data!.inactiveMembers.days).toBe(14);
    const bad = await gql(stack.bff, '{ inactiveMembers(days: 0) { days } }', { token: staff });
    expect(firstError(bad.body).code).toBe('BAD_USER_INPUT');
    const member = await gql(stack.bff, '{ inactiveMembers { days } }', { token: luis });
    expect(firstError(member.body).code).toBe('FORBIDDEN');
  });

  it('answers the admin the visits by hour and weekday, and refuses staff without reports', async () => {
    const admin = await stack.login('admin');
    const query =
      '{ visitsByTime(startDate: "2026-01-01", endDate: "2026-12-31") { byHour { hour visits } byWeekday { weekday label visits } } }';
    const answer = await gql<{ visitsByTime: { byHour: unknown[]; byWeekday: { label: string }[] } }>(
      stack.bff,
      query,
      {
        token: admin,
      },
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.visitsByTime.byHour).toHaveLength(24);
    expect(answer.body.data!.visitsByTime.byWeekday[0]!.label).toBe('Lunes');
    expect(firstError((await gql(stack.bff, query, { token: staff })).body).code).toBe('FORBIDDEN');
    const bad = await gql(stack.bff, '{ visitsByTime(startDate: "2026-13-01", endDate: "2026-12-31") { startDate } }', {
      token: admin,
    });
    expect(firstError(bad.body).code).toBe('BAD_USER_INPUT');
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
      registerDailyIncome: {
        visitors: number;
        change: number | null;
        payment: { status: string; payerName: string | null; concept: string };
      };
    }>(
      stack.bff,
      'mutation { registerDailyIncome(input: { visitors: 3, method: "cash", receivedAmount: 1000, visitorName: "Grupo escolar" }) { visitors change payment { status amount payerName concept } } }',
      { token: staff },
    );
    expect(income.body.errors).toBeUndefined();
    expect(income.body.data?.registerDailyIncome).toMatchObject({
      visitors: 3,
      // The group's name is kept on the payment, and its day reads dd/MM/yyyy.
      payment: {
        status: 'completed',
        payerName: 'Grupo escolar',
        concept: expect.stringMatching(/ \d{2}\/\d{2}\/\d{4}$/),
      },
    });
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
