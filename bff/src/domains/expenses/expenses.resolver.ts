import { canManageExpenses, EXPENSE_FIELDS } from '@gym/domain';
import { Arg, Ctx, Float, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { checkArgument } from '../../kernel/graphql/field-contract';
import { MutationResult } from '../common/common.type';
import { ExpenseCreateInput, ExpenseFilterInput, ExpensePeriodInput, ExpenseUpdateInput } from './expenses.input';
import {
  Expense,
  ExpenseCategoryFigure,
  ExpenseDetail,
  ExpensePage,
  ExpenseResult,
  ExpenseSummary,
  ExpenseVendorFigure,
  RecurringProcessResult,
  UpcomingExpense,
} from './expenses.type';
import { expensesClient } from './expenses.client';

const F = EXPENSE_FIELDS;

@Authorized(canManageExpenses)
@Resolver()
export class ExpensesResolver {
  @Query(() => ExpensePage, { description: 'Gastos con filtros, orden y paginación' })
  expenses(
    @Arg('filter', () => ExpenseFilterInput, { nullable: true }) filter: ExpenseFilterInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<ExpensePage> {
    return expensesClient(ctx).list(filter);
  }

  @Query(() => ExpenseDetail, { description: 'Un gasto con su historial de cambios' })
  expense(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<ExpenseDetail> {
    return expensesClient(ctx).byId(id);
  }

  @Query(() => [Expense], {
    description: 'Pendientes de aprobación desde un monto (500 por defecto), los más antiguos primero',
  })
  expensesPendingApproval(
    @Arg('minAmount', () => Float, { nullable: true }) minAmount: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<Expense[]> {
    checkArgument(F.pendingApproval.minAmount, minAmount);
    return expensesClient(ctx).pendingApproval(minAmount);
  }

  @Query(() => [UpcomingExpense], { description: 'Gastos recurrentes cuya próxima fecha cae en los próximos días (7)' })
  upcomingRecurringExpenses(
    @Arg('daysAhead', () => Int, { nullable: true }) daysAhead: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<UpcomingExpense[]> {
    checkArgument(F.upcoming.daysAhead, daysAhead);
    return expensesClient(ctx).upcomingRecurring(daysAhead);
  }

  @Query(() => ExpenseSummary, { description: 'Cifras del periodo: cuentan los aprobados y pagados' })
  expenseSummary(
    @Arg('period', () => ExpensePeriodInput, { nullable: true }) period: ExpensePeriodInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<ExpenseSummary> {
    return expensesClient(ctx).summary(period);
  }

  @Query(() => [ExpenseCategoryFigure], { description: 'Aprobados y pagados por categoría, el mayor primero' })
  expenseBreakdown(
    @Arg('period', () => ExpensePeriodInput, { nullable: true }) period: ExpensePeriodInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<ExpenseCategoryFigure[]> {
    return expensesClient(ctx).breakdown(period);
  }

  @Query(() => [ExpenseVendorFigure], { description: 'Proveedores con más gasto aprobado y pagado' })
  expenseTopVendors(
    @Arg('period', () => ExpensePeriodInput, { nullable: true }) period: ExpensePeriodInput | null | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<ExpenseVendorFigure[]> {
    checkArgument(F.vendors.limit, limit);
    return expensesClient(ctx).vendors(period, limit);
  }

  @Mutation(() => ExpenseResult)
  createExpense(
    @Arg('input', () => ExpenseCreateInput) input: ExpenseCreateInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ExpenseResult> {
    return expensesClient(ctx).create(input);
  }

  @Mutation(() => ExpenseResult, { description: 'Solo mientras está pendiente' })
  updateExpense(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ExpenseUpdateInput) input: ExpenseUpdateInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ExpenseResult> {
    return expensesClient(ctx).update(id, input);
  }

  @Mutation(() => ExpenseResult, { description: 'Pendiente -> aprobado, una sola vez' })
  approveExpense(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<ExpenseResult> {
    return expensesClient(ctx).decide(id, 'approve');
  }

  @Mutation(() => ExpenseResult, { description: 'Pendiente -> rechazado, con motivo' })
  rejectExpense(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ExpenseResult> {
    checkArgument(F.reject.reason, reason);
    return expensesClient(ctx).decide(id, 'reject', reason);
  }

  @Mutation(() => ExpenseResult, { description: 'Cancela un gasto, con motivo' })
  cancelExpense(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ExpenseResult> {
    checkArgument(F.cancel.reason, reason);
    return expensesClient(ctx).decide(id, 'cancel', reason);
  }

  @Mutation(() => MutationResult, { description: 'Solo pendientes, rechazados o cancelados' })
  deleteExpense(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<MutationResult> {
    return expensesClient(ctx).remove(id);
  }

  @Mutation(() => RecurringProcessResult, {
    description: 'Crea las ocurrencias vencidas de los gastos recurrentes, una vez',
  })
  processRecurringExpenses(@Ctx() ctx: RequestContext): Promise<RecurringProcessResult> {
    return expensesClient(ctx).processRecurring();
  }
}
