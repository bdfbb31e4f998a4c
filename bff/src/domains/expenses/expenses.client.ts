import { EXPENSE_STATUSES } from '@gym/domain';
import type { AxiosInstance } from 'axios';
import { pathSegment as id, query, restCall, restShorthands, withoutNullish } from '../../kernel/http/rest';
import type { ExpenseCreateInput, ExpenseFilterInput, ExpensePeriodInput, ExpenseUpdateInput } from './expenses.input';
import type {
  Expense,
  ExpenseCategoryFigure,
  ExpenseDetail,
  ExpensePage,
  ExpenseResult,
  ExpenseStatusFigure,
  ExpenseSummary,
  ExpenseVendorFigure,
  RecurringProcessResult,
  UpcomingExpense,
} from './expenses.type';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';

interface RestSummary extends Omit<ExpenseSummary, 'byStatus' | 'pendingApproval'> {
  byStatus: Record<string, { count: number; amount: number }>;
  pendingApproval: { count: number; amount: number };
}

/** Only the fields sent travel: null means "not changed" for an update (the api clears nothing). */
const sentFields = (input: object) => withoutNullish({ ...input });

/** The gym's expenses (/api/expenses): the approval flow, recurring series and the figures. */
export function createExpensesClient(http: AxiosInstance) {
  const { get, send } = restShorthands(http);
  return {
    async list(filter: ExpenseFilterInput | null | undefined): Promise<ExpensePage> {
      const response = await restCall<Expense[]>(http, { method: 'GET', url: `/expenses${query(filter)}` });
      const { pagination } = response as unknown as { pagination: ExpensePage['pagination'] };
      return { expenses: response.data, pagination };
    },
    async byId(expenseId: string): Promise<ExpenseDetail> {
      const { auditTrail, ...expense } = await get<Expense & Pick<ExpenseDetail, 'auditTrail'>>(
        `/expenses/${id(expenseId)}`,
      );
      return { expense, auditTrail };
    },
    pendingApproval: (minAmount: number | null | undefined) =>
      get<Expense[]>(`/expenses/pending/approval${query({ minAmount })}`),
    upcomingRecurring: (daysAhead: number | null | undefined) =>
      get<UpcomingExpense[]>(`/expenses/recurring/upcoming${query({ daysAhead })}`),
    async summary(period: ExpensePeriodInput | null | undefined): Promise<ExpenseSummary> {
      const rest = await get<RestSummary>(`/expenses/stats/summary${query(period)}`);
      const byStatus: ExpenseStatusFigure[] = EXPENSE_STATUSES.map((status) => ({
        status,
        count: rest.byStatus[status]?.count ?? 0,
        amount: rest.byStatus[status]?.amount ?? 0,
      }));
      return { ...rest, byStatus, pendingApproval: { status: 'pending', ...rest.pendingApproval } };
    },
    breakdown: (period: ExpensePeriodInput | null | undefined) =>
      get<ExpenseCategoryFigure[]>(`/expenses/stats/breakdown${query(period)}`),
    vendors: (period: ExpensePeriodInput | null | undefined, limit: number | null | undefined) =>
      get<ExpenseVendorFigure[]>(`/expenses/stats/vendors${query({ ...period, limit })}`),
    async create(input: ExpenseCreateInput): Promise<ExpenseResult> {
      const { data, message } = await send<Expense>('POST', '/expenses', sentFields(input));
      return { expense: data, message: message ?? '' };
    },
    async update(expenseId: string, input: ExpenseUpdateInput): Promise<ExpenseResult> {
      const { data, message } = await send<Expense>('PUT', `/expenses/${id(expenseId)}`, sentFields(input));
      return { expense: data, message: message ?? '' };
    },
    async decide(expenseId: string, action: 'approve' | 'reject' | 'cancel', reason?: string): Promise<ExpenseResult> {
      const body = action === 'approve' ? {} : { reason };
      const { data, message } = await send<Expense>('POST', `/expenses/${id(expenseId)}/${action}`, body);
      return { expense: data, message: message ?? '' };
    },
    async remove(expenseId: string): Promise<{ success: boolean; message: string }> {
      const { message } = await send<unknown>('DELETE', `/expenses/${id(expenseId)}`);
      return { success: true, message: message ?? '' };
    },
    async processRecurring(): Promise<RecurringProcessResult> {
      const response = await send<Expense[]>('POST', '/expenses/recurring/process');
      const { processed } = response as unknown as { processed: number };
      return { processed, message: response.message ?? '', expenses: response.data };
    },
  };
}

const makeExpensesClient = (ctx: RequestContext) => createExpensesClient(ctx.http);

/** This request's client, made on first use. */
export const expensesClient = (ctx: RequestContext) => perRequest(ctx, makeExpensesClient);
