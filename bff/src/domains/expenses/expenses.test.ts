import { EXPENSE_MESSAGES } from '@gym/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';

const EXPENSE = 'id title amount category categoryLabel status statusLabel reason vendor expenseDate';

describe('expenses through the bff (real api)', () => {
  let stack: Stack;
  let admin: string;

  beforeAll(async () => {
    stack = await startStack();
    admin = await stack.login('admin');
  });
  afterAll(async () => {
    await stack?.close();
  });

  const create = async (input: Record<string, unknown>) => {
    const { body } = await gql<{ createExpense: { expense: { id: string; status: string }; message: string } }>(
      stack.bff,
      `mutation($input: ExpenseCreateInput!) { createExpense(input: $input) { message expense { ${EXPENSE} } } }`,
      { token: admin, variables: { input } },
    );
    return body;
  };

  it('records, approves once, and counts the approved expense in the figures and by category', async () => {
    const created = await create({
      title: 'Mantenimiento caminadora',
      amount: 1250.5,
      category: 'equipment_maintenance',
      vendor: 'Taller Ruiz',
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createExpense.message).toBe('Gasto creado exitosamente');
    const id = created.data!.createExpense.expense.id;
    expect(created.data!.createExpense.expense.status).toBe('pending');

    const before = await gql<{ expenseSummary: { totalAmount: number; pendingApproval: { count: number } } }>(
      stack.bff,
      '{ expenseSummary { totalAmount pendingApproval { count amount } } }',
      { token: admin },
    );
    const approve = `mutation($id: ID!) { approveExpense(id: $id) { message expense { status statusLabel decidedBy { name } } } }`;
    const first = await gql<{ approveExpense: { message: string; expense: { status: string } } }>(stack.bff, approve, {
      token: admin,
      variables: { id },
    });
    expect(first.body.data!.approveExpense.expense.status).toBe('approved');
    const second = await gql(stack.bff, approve, { token: admin, variables: { id } });
    expect(firstError(second.body)).toMatchObject({ status: 409, message: 'Este gasto ya fue aprobado' });

    const after = await gql<{
      expenseSummary: { totalAmount: number; pendingApproval: { count: number } };
      expenseBreakdown: { category: string; amount: number }[];
      expenseTopVendors: { vendor: string; amount: number }[];
      expense: { auditTrail: { action: string; toStatus: string | null }[] };
    }>(
      stack.bff,
      `query($id: ID!) { expenseSummary { totalAmount pendingApproval { count } }
        expenseBreakdown { category amount } expenseTopVendors { vendor amount }
        expense(id: $id) { auditTrail { action toStatus } } }`,
      { token: admin, variables: { id } },
    );
    const figures = after.body.data!;
    expect(figures.expenseSummary.totalAmount).toBeCloseTo(before.body.data!.expenseSummary.totalAmount + 1250.5, 2);
    expect(figures.expenseSummary.pendingApproval.count).toBe(
      before.body.data!.expenseSummary.pendingApproval.count - 1,
    );
    expect(figures.expenseBreakdown.find((c) => c.category === 'equipment_maintenance')?.amount).toBeGreaterThanOrEqual(
      1250.5,
    );
    expect(figures.expenseTopVendors.find((v) => v.vendor === 'Taller Ruiz')?.amount).toBe(1250.5);
    expect(figures.expense.auditTrail.map((a) => a.action)).toContain('approve');
  });

  it('refuses a rejection without a reason in Spanish before the api, and keeps a reason given', async () => {
    const id = (await create({ title: 'Volantes', amount: 80, category: 'marketing' })).data!.createExpense.expense.id;
    const reject = `mutation($id: ID!, $reason: String!) { rejectExpense(id: $id, reason: $reason) { expense { status reason } } }`;
    const empty = await gql(stack.bff, reject, { token: admin, variables: { id, reason: '' } });
    expect(firstError(empty.body).message).toBe(EXPENSE_MESSAGES.rejectNeedsReason);
    const done = await gql<{ rejectExpense: { expense: { status: string; reason: string } } }>(stack.bff, reject, {
      token: admin,
      variables: { id, reason: 'Presupuesto agotado' },
    });
    expect(done.body.data!.rejectExpense.expense).toEqual({ status: 'rejected', reason: 'Presupuesto agotado' });
  });

  it('answers the validator message for a bad amount, and lists with filters and paging', async () => {
    const bad = await create({ title: 'Agua', amount: -5, category: 'utilities' });
    expect(firstError(bad).message).toBe(EXPENSE_MESSAGES.amountPositive);
    await create({ title: 'Agua pura', amount: 45, category: 'utilities' });
    const { body } = await gql<{
      expenses: { expenses: { title: string }[]; pagination: { total: number; limit: number } };
    }>(
      stack.bff,
      '{ expenses(filter: { search: "Agua pura", category: "utilities", limit: 5 }) { expenses { title } pagination { total limit } } }',
      { token: admin },
    );
    expect(body.data!.expenses.expenses.map((e) => e.title)).toEqual(['Agua pura']);
    expect(body.data!.expenses.pagination).toMatchObject({ total: 1, limit: 5 });
  });

  it('keeps expenses away from a member', async () => {
    const member = await stack.login('cliente');
    const { body } = await gql(stack.bff, '{ expenseSummary { totalAmount } }', { token: member });
    expect(firstError(body).code).toBe('FORBIDDEN');
  });
});
