import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { ownerOf } from '../users/users.loaders';
import { User } from '../users/users.type';
import {
  ActivateCashMembershipInput,
  CancelCardInput,
  CancelCashMembershipInput,
  CancelPaymentInput,
  ConfirmCardInput,
  PaymentReportFilterInput,
  PaymentSearchInput,
  SetPaymentStatusInput,
  ConfirmCashInput,
  CreatePaymentInput,
  PaymentQueueFilterInput,
  PaymentsFilterInput,
  TransferQueueFilterInput,
  ValidateTransferInput,
} from './payments.input';
import { FinancialDashboard, MethodStats, PaymentStatistics } from './payments-figures.type';
import {
  CashConfirmation,
  PaymentDetail,
  PaymentQueue,
  PaymentSearchResult,
  PendingPaymentsDashboard,
  TransferQueue,
} from './payments-queues.type';
import { PaymentReport } from './payments-report.type';
import { BankAccount, Payment, PaymentPage } from './payments.type';
import { paymentsClient } from './payments.client';

@Resolver()
export class PaymentsResolver {
  @Authorized()
  @Query(() => PaymentPage, { description: 'Cliente: su historial (20 por página). Si la api falla responde vacío.' })
  payments(
    @Arg('filter', () => PaymentsFilterInput, { nullable: true }) filter: PaymentsFilterInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<PaymentPage> {
    return paymentsClient(ctx).list(filter);
  }

  @Authorized('validate_transfers')
  @Query(() => TransferQueue, {
    description:
      'Cola de transferencias pendientes con espera, urgencia y comprobante. Si la api falla responde vacía.',
  })
  pendingTransfers(
    @Arg('filter', () => TransferQueueFilterInput, { nullable: true })
    filter: TransferQueueFilterInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<TransferQueue> {
    return paymentsClient(ctx).transferQueue(filter);
  }

  @Authorized('validate_transfers')
  @Mutation(() => Payment, { description: 'Una sola vez: la segunda validación es un error 409' })
  validateTransfer(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ValidateTransferInput) input: ValidateTransferInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Payment> {
    return paymentsClient(ctx).validateTransfer(id, input);
  }

  @Authorized('view_payments')
  @Query(() => PaymentQueue, {
    description: 'Efectivo pendiente, el más antiguo primero. Si la api falla responde vacía.',
  })
  pendingCashPayments(
    @Arg('filter', () => PaymentQueueFilterInput, { nullable: true })
    filter: PaymentQueueFilterInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<PaymentQueue> {
    return paymentsClient(ctx).cashQueue(filter);
  }

  @Authorized('create_payments')
  @Mutation(() => CashConfirmation, { description: 'Responde el cambio a devolver; una sola vez (409 la segunda)' })
  confirmCashPayment(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ConfirmCashInput, { nullable: true }) input: ConfirmCashInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<CashConfirmation> {
    return paymentsClient(ctx).confirmCash(id, input ?? {});
  }

  @Authorized('create_payments')
  @Mutation(() => Payment, { description: 'Motivo obligatorio; su membresía u orden se cancela' })
  cancelCashPayment(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CancelPaymentInput) input: CancelPaymentInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Payment> {
    return paymentsClient(ctx).cancelCash(id, input);
  }

  @Authorized('view_payments')
  @Query(() => MethodStats)
  cashStats(@Ctx() ctx: RequestContext): Promise<MethodStats> {
    return paymentsClient(ctx).cashStats();
  }

  @Authorized('create_payments')
  @Mutation(() => Payment, { description: 'Membresía pendiente pagada en efectivo: el pago se completa y se activa' })
  activateCashMembership(
    @Arg('input', () => ActivateCashMembershipInput) input: ActivateCashMembershipInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Payment> {
    return paymentsClient(ctx).activateCashMembership(input);
  }

  @Authorized('create_payments')
  @Mutation(() => Payment, { description: 'Cancela una membresía pendiente de pago en efectivo y su pago (motivo)' })
  cancelCashMembership(
    @Arg('input', () => CancelCashMembershipInput) input: CancelCashMembershipInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Payment> {
    return paymentsClient(ctx).cancelCashMembership(input);
  }

  @Authorized('view_payments')
  @Query(() => PaymentQueue, {
    description: 'Tarjeta pendiente (50 por defecto), el más antiguo primero. Si la api falla responde vacía.',
  })
  pendingCardPayments(
    @Arg('filter', () => PaymentQueueFilterInput, { nullable: true })
    filter: PaymentQueueFilterInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<PaymentQueue> {
    return paymentsClient(ctx).cardQueue(filter);
  }

  @Authorized('view_payments')
  @Query(() => MethodStats)
  cardStats(@Ctx() ctx: RequestContext): Promise<MethodStats> {
    return paymentsClient(ctx).cardStats();
  }

  @Authorized('create_payments')
  @Mutation(() => Payment, { description: 'Con el número de transacción; una sola vez (409 la segunda)' })
  confirmCardPayment(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ConfirmCardInput) input: ConfirmCardInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Payment> {
    return paymentsClient(ctx).confirmCard(id, input);
  }

  @Authorized('create_payments')
  @Mutation(() => Payment, { description: 'Cancela un pago con tarjeta pendiente; una sola vez (409 la segunda)' })
  cancelCardPayment(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CancelCardInput, { nullable: true }) input: CancelCardInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<Payment> {
    return paymentsClient(ctx).cancelCard(id, input ?? {});
  }

  @Authorized('validate_transfers')
  @Mutation(() => Payment, {
    description: 'Fija el estado de un pago pendiente (completed, failed o cancelled con motivo); 409 si ya se procesó',
  })
  setPaymentStatus(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => SetPaymentStatusInput) input: SetPaymentStatusInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Payment> {
    return paymentsClient(ctx).setStatus(id, input);
  }

  @Authorized('view_payments')
  @Query(() => PaymentSearchResult, { description: 'Busca pagos (10 por defecto). Si la api falla responde vacío.' })
  searchPayments(
    @Arg('input', () => PaymentSearchInput) input: PaymentSearchInput,
    @Ctx() ctx: RequestContext,
  ): Promise<PaymentSearchResult> {
    return paymentsClient(ctx).search(input);
  }

  @Authorized('view_payments')
  @Query(() => PendingPaymentsDashboard)
  pendingPaymentsDashboard(@Ctx() ctx: RequestContext): Promise<PendingPaymentsDashboard> {
    return paymentsClient(ctx).pendingDashboard();
  }

  @Authorized('view_payments')
  @Query(() => PaymentReport, { description: 'Ingresos de un periodo (mes por defecto; las fechas dadas ganan)' })
  paymentReport(
    @Arg('filter', () => PaymentReportFilterInput, { nullable: true })
    filter: PaymentReportFilterInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<PaymentReport> {
    return paymentsClient(ctx).report(filter);
  }

  @Authorized('view_payments')
  @Query(() => PaymentDetail, { description: 'Personal: el pago con su pagador y su historial de cambios' })
  adminPayment(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<PaymentDetail> {
    return paymentsClient(ctx).detail(id);
  }

  @Authorized('view_payments')
  @Query(() => PaymentStatistics)
  paymentStatistics(@Ctx() ctx: RequestContext): Promise<PaymentStatistics> {
    return paymentsClient(ctx).statistics();
  }

  @Authorized('view_payments')
  @Query(() => FinancialDashboard, { description: 'Cifras del día y del mes, pendientes y visitas de hoy' })
  financialDashboard(@Ctx() ctx: RequestContext): Promise<FinancialDashboard> {
    return paymentsClient(ctx).financialDashboard();
  }

  @Query(() => [BankAccount], { description: 'Públicas: también un invitado las ve al pagar por transferencia' })
  transferBankAccounts(@Ctx() ctx: RequestContext): Promise<BankAccount[]> {
    return paymentsClient(ctx).bankAccounts();
  }

  @Authorized()
  @Mutation(() => Payment)
  createPayment(
    @Arg('input', () => CreatePaymentInput) input: CreatePaymentInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Payment> {
    return paymentsClient(ctx).create(input);
  }
}

/** `plan` is added by memberships (PaymentPlanResolver), which owns the plans. */
@Resolver(() => Payment)
export class PaymentFieldsResolver {
  @FieldResolver(() => User, { nullable: true })
  user(@Root() payment: Payment, @Ctx() ctx: RequestContext): Promise<User | null> {
    return ownerOf(ctx, payment.userId);
  }
}
