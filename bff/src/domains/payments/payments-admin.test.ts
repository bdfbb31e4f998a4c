import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';

const QUEUE = `query($filter: TransferQueueFilterInput) {
  pendingTransfers(filter: $filter) {
    transfers { payment { id amount status membershipId } payer { name email isGuest } kind waitingHours urgency isUrgent hasProof }
    summary { total urgent byUrgency { normal critical } }
    urgentHours
    pagination { total page }
  }
}`;

const VALIDATE = `mutation($id: ID!, $input: ValidateTransferInput!) {
  validateTransfer(id: $id, input: $input) { id status validatedAt }
}`;

interface QueueItem {
  payment: { id: string; status: string; membershipId: string | null };
  payer: { email: string | null; isGuest: boolean };
  kind: string;
  urgency: string;
}

describe('staff payment administration through the bff (real api)', () => {
  let stack: Stack;
  let staff: string;
  let maria: string;

  beforeAll(async () => {
    stack = await startStack();
    staff = await stack.login('colaborador');
    maria = await stack.login('maria');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it("approving a member's transfer from the queue activates her membership, once", async () => {
    const queue = await gql<{ pendingTransfers: { transfers: QueueItem[]; urgentHours: number } }>(stack.bff, QUEUE, {
      token: staff,
      variables: { filter: { search: 'maria.lopez' } },
    });
    expect(queue.body.errors).toBeUndefined();
    expect(queue.body.data?.pendingTransfers.urgentHours).toBe(72);
    const hers = queue.body.data!.pendingTransfers.transfers.find((t) => t.payer.email === 'maria.lopez@gimnasio.demo');
    expect(hers).toMatchObject({ kind: 'membership', payer: { isGuest: false }, payment: { status: 'pending' } });

    const approved = await gql<{ validateTransfer: { status: string; validatedAt: string | null } }>(
      stack.bff,
      VALIDATE,
      { token: staff, variables: { id: hers!.payment.id, input: { approved: true, notes: 'Depósito verificado' } } },
    );
    expect(approved.body.errors).toBeUndefined();
    expect(approved.body.data?.validateTransfer.status).toBe('completed');

    const mine = await gql<{ membership: { status: string } }>(
      stack.bff,
      'query($id: ID!) { membership(id: $id) { status } }',
      {
        token: maria,
        variables: { id: hers!.payment.membershipId },
      },
    );
    expect(mine.body.data?.membership.status).toBe('active');

    const again = await gql(stack.bff, VALIDATE, {
      token: staff,
      variables: { id: hers!.payment.id, input: { approved: true } },
    });
    expect(firstError(again.body).status).toBe(409);
    expect(firstError(again.body).message).toMatch(/ya/i);

    const detail = await gql<{
      adminPayment: {
        payment: { payment: { status: string } };
        history: { toStatus: string; actor: { role: string } }[];
      };
    }>(
      stack.bff,
      `{ adminPayment(id: "${hers!.payment.id}") { payment { payment { status } payer { name } } history { fromStatus toStatus actor { role } } } }`,
      { token: staff },
    );
    expect(detail.body.data?.adminPayment.payment.payment.status).toBe('completed');
    expect(detail.body.data?.adminPayment.history).toContainEqual(
      expect.objectContaining({ fromStatus: 'pending', toStatus: 'completed', actor: { role: 'colaborador' } }),
    );
  });

  it('the history filters by status and type; statistics and the financial dashboard answer', async () => {
    const { body } = await gql<{
      payments: { payments: { status: string; paymentType: string }[]; pagination: { total: number } };
      paymentStatistics: { total: number; byMethod: { key: string; count: number }[] };
      financialDashboard: { date: string; month: { income: number }; visitsToday: { total: number } };
    }>(
      stack.bff,
      `{
        payments(filter: { status: "completed", paymentType: "membership", limit: 50 }) { payments { status paymentType } pagination { total } }
        paymentStatistics { total income byStatus { key count amount } byMethod { key count } today { count amount } pending { count } }
        financialDashboard { date today { income count byMethod { key amount } } month { income memberships } pending { count byMethod { key count } } visitsToday { total members daily } }
      }`,
      { token: staff },
    );
    expect(body.errors).toBeUndefined();
    const listed = body.data!.payments.payments;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((p) => p.status === 'completed' && p.paymentType === 'membership')).toBe(true);
    expect(body.data!.paymentStatistics.byMethod.map((m) => m.key)).toEqual(
      expect.arrayContaining(['cash', 'card', 'transfer']),
    );
    expect(body.data!.financialDashboard.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('cash figures and the cash queue answer for staff', async () => {
    const { body } = await gql<{
      cashStats: { date: string; pending: { count: number } };
      pendingCashPayments: { total: number; payments: unknown[] };
    }>(
      stack.bff,
      '{ cashStats { date pending { count urgent } confirmedToday { count amount } } pendingCashPayments { total payments { kind } } }',
      {
        token: staff,
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.cashStats.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.data?.pendingCashPayments.payments).toHaveLength(body.data!.pendingCashPayments.total);
  });

  it('a member cannot read the transfer queue', async () => {
    const { body } = await gql(stack.bff, QUEUE, { token: maria });
    expect(firstError(body).code).toBe('FORBIDDEN');
  });
});
