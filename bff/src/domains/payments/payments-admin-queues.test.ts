import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';

const PURCHASE = `mutation($input: PurchaseMembershipInput!) {
  purchaseMembership(input: $input) { success payment { id status method } membership { id status } }
}`;

interface Purchase {
  purchaseMembership: { success: boolean; payment: { id: string; method: string }; membership: { id: string } };
}

describe('card, cash memberships, search, status and reports through the bff (real api)', () => {
  let stack: Stack;
  let staff: string;
  let luis: string;
  let planId: string;

  const buy = async (paymentMethod: string) => {
    const { body } = await gql<Purchase>(stack.bff, PURCHASE, {
      token: luis,
      variables: { input: { planId, paymentMethod } },
    });
    expect(body.errors).toBeUndefined();
    return body.data!.purchaseMembership;
  };
  const membershipStatus = async (id: string) =>
    (
      await gql<{ membership: { status: string } }>(stack.bff, 'query($id: ID!) { membership(id: $id) { status } }', {
        token: luis,
        variables: { id },
      })
    ).body.data?.membership.status;

  beforeAll(async () => {
    stack = await startStack();
    staff = await stack.login('colaborador');
    luis = await stack.login('cliente');
    const plans = await gql<{ membershipPlans: { id: string; name: string }[] }>(
      stack.bff,
      '{ membershipPlans { id name } }',
      { token: luis },
    );
    planId = plans.body.data!.membershipPlans.find((p) => /mensual/i.test(p.name))!.id;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('a card payment waits in the card queue, is confirmed once with its transaction, and activates', async () => {
    const bought = await buy('card');
    const queue = await gql<{
      pendingCardPayments: { total: number; payments: { payment: { id: string }; urgency: string }[] };
      cardStats: { pending: { count: number } };
    }>(
      stack.bff,
      '{ pendingCardPayments { total payments { payment { id } urgency } } cardStats { pending { count } } }',
      {
        token: staff,
      },
    );
    expect(queue.body.errors).toBeUndefined();
    expect(queue.body.data?.pendingCardPayments.payments).toContainEqual({
      payment: { id: bought.payment.id },
      urgency: 'normal',
    });
    expect(queue.body.data?.cardStats.pending.count).toBeGreaterThan(0);

    const CONFIRM = `mutation($id: ID!, $input: ConfirmCardInput!) {
      confirmCardPayment(id: $id, input: $input) { id status transactionId cardLast4 }
    }`;
    const badDigits = await gql(stack.bff, CONFIRM, {
      token: staff,
      variables: { id: bought.payment.id, input: { transactionId: 'TX-1', cardLast4: '12a4' } },
    });
    expect(firstError(badDigits.body).message).toBe('Indica los 4 últimos dígitos de la tarjeta');

    const confirmed = await gql<{ confirmCardPayment: unknown }>(stack.bff, CONFIRM, {
      token: staff,
      variables: { id: bought.payment.id, input: { transactionId: 'TX-778', cardLast4: '4242' } },
    });
    expect(confirmed.body.data?.confirmCardPayment).toEqual({
      id: bought.payment.id,
      status: 'completed',
      transactionId: 'TX-778',
      cardLast4: '4242',
    });
    expect(await membershipStatus(bought.membership.id)).toBe('active');

    const again = await gql(stack.bff, 'mutation($id: ID!) { cancelCardPayment(id: $id) { id } }', {
      token: staff,
      variables: { id: bought.payment.id },
    });
    expect(firstError(again.body)).toMatchObject({
      status: 409,
      message: 'Este pago ya fue confirmado; no se puede procesar de nuevo',
    });
  });

  it('a cash membership is cancelled only with a reason; search, dashboard, status and report answer', async () => {
    const bought = await buy('cash');
    const CANCEL = `mutation($input: CancelCashMembershipInput!) { cancelCashMembership(input: $input) { id status reason } }`;
    const noReason = await gql(stack.bff, CANCEL, {
      token: staff,
      variables: { input: { paymentId: bought.payment.id, reason: '' } },
    });
    expect(firstError(noReason.body).code).toBe('BAD_USER_INPUT');

    const found = await gql<{ searchPayments: { total: number; payments: { payment: { id: string } }[] } }>(
      stack.bff,
      'query($input: PaymentSearchInput!) { searchPayments(input: $input) { total payments { payment { id } payer { email } } } }',
      { token: staff, variables: { input: { q: 'cliente@gimnasio' } } },
    );
    expect(found.body.data?.searchPayments.payments.map((p) => p.payment.id)).toContain(bought.payment.id);

    const dashboard = await gql<{ pendingPaymentsDashboard: { cash: { count: number }; total: { count: number } } }>(
      stack.bff,
      '{ pendingPaymentsDashboard { transfers { count urgent } cash { count amount urgent oldestWaitingHours } card { count } total { count amount urgent } } }',
      { token: staff },
    );
    expect(dashboard.body.errors).toBeUndefined();
    expect(dashboard.body.data?.pendingPaymentsDashboard.cash.count).toBeGreaterThan(0);

    const cancelled = await gql<{ cancelCashMembership: { status: string; reason: string } }>(stack.bff, CANCEL, {
      token: staff,
      variables: { input: { paymentId: bought.payment.id, reason: 'No se presentó a pagar' } },
    });
    expect(cancelled.body.data?.cancelCashMembership).toMatchObject({
      status: 'cancelled',
      reason: 'No se presentó a pagar',
    });
    expect(await membershipStatus(bought.membership.id)).toBe('cancelled');

    const setStatus = await gql(
      stack.bff,
      'mutation($id: ID!, $input: SetPaymentStatusInput!) { setPaymentStatus(id: $id, input: $input) { id } }',
      { token: staff, variables: { id: bought.payment.id, input: { status: 'completed' } } },
    );
    expect(firstError(setStatus.body).status).toBe(409);

    const report = await gql<{
      paymentReport: {
        period: string;
        totalIncome: number;
        memberships: { count: number };
        byMethod: { key: string }[];
      };
    }>(
      stack.bff,
      '{ paymentReport(filter: { period: "month" }) { period startDate endDate totalIncome memberships { total count newMemberships breakdown { name count amount } } dailyPasses { total visitors } onlineOrders { total } localSales { total } byMethod { key amount } byDay { date amount } visits { total } pending { count } } }',
      { token: staff },
    );
    expect(report.body.errors).toBeUndefined();
    expect(report.body.data?.paymentReport.period).toBe('month');
    expect(report.body.data?.paymentReport.memberships.count).toBeGreaterThan(0);
    expect(report.body.data?.paymentReport.byMethod.map((m) => m.key)).toEqual(
      expect.arrayContaining(['cash', 'card', 'transfer']),
    );
  });

  it('activating a cash membership completes its payment and activates it; a member may not', async () => {
    const bought = await buy('cash');
    const ACTIVATE = `mutation($input: ActivateCashMembershipInput!) { activateCashMembership(input: $input) { id status } }`;
    const asMember = await gql(stack.bff, ACTIVATE, {
      token: luis,
      variables: { input: { paymentId: bought.payment.id } },
    });
    expect(firstError(asMember.body).code).toBe('FORBIDDEN');
    const activated = await gql<{ activateCashMembership: { status: string } }>(stack.bff, ACTIVATE, {
      token: staff,
      variables: { input: { paymentId: bought.payment.id, notes: 'Pagó en recepción' } },
    });
    expect(activated.body.data?.activateCashMembership.status).toBe('completed');
    expect(await membershipStatus(bought.membership.id)).toBe('active');
  });
});
