import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { AuditEvent, Pagination } from '../common/common.type';

@ObjectType({ simpleResolvers: true })
export class PaymentMembershipSummary {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  status!: string;

  @Field(() => String)
  startDate!: string;

  @Field(() => String)
  endDate!: string;

  @Field(() => ID)
  planId!: string;
}

@ObjectType({ simpleResolvers: true })
export class Payment {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { nullable: true })
  userId!: string | null;

  @Field(() => Float)
  amount!: number;

  @Field(() => String, { description: 'cash, card, transfer, mobile' })
  method!: string;

  @Field(() => String, { description: 'completed, pending, failed, cancelled' })
  status!: string;

  @Field(() => String)
  paymentType!: string;

  @Field(() => String)
  concept!: string;

  @Field(() => ID, { nullable: true })
  orderId!: string | null;

  @Field(() => ID, { nullable: true })
  membershipId!: string | null;

  @Field(() => PaymentMembershipSummary, { nullable: true })
  membership!: PaymentMembershipSummary | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Dónde leer el comprobante: GET con el token Bearer del dueño del pago o del personal (no es un archivo público)',
  })
  proofUrl!: string | null;

  @Field(() => String, { nullable: true })
  proofUploadedAt!: string | null;

  @Field(() => String, { nullable: true })
  validatedAt!: string | null;

  @Field(() => String, { nullable: true })
  notes!: string | null;

  @Field(() => Float, { nullable: true, description: 'Efectivo recibido' })
  receivedAmount!: number | null;

  @Field(() => String, { nullable: true, description: 'Tarjeta: número de transacción' })
  transactionId!: string | null;

  @Field(() => String, { nullable: true })
  cardLast4!: string | null;

  @Field(() => String, { nullable: true, description: 'Motivo del rechazo o la cancelación' })
  reason!: string | null;

  @Field(() => String)
  paymentDate!: string;

  @Field(() => String)
  createdAt!: string;
}

@ObjectType({ simpleResolvers: true })
export class PaymentPage {
  @Field(() => [Payment])
  payments!: Payment[];

  @Field(() => Pagination)
  pagination!: Pagination;
}

@ObjectType({ simpleResolvers: true })
export class PaymentPayer {
  @Field(() => ID, { nullable: true })
  id!: string | null;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field(() => Boolean, { description: 'Compra de tienda de un invitado: sin cuenta' })
  isGuest!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class PaymentOrderSummary {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  orderNumber!: string;

  @Field(() => String)
  status!: string;
}

@ObjectType({ simpleResolvers: true, description: 'Un pago pendiente tal como lo muestran las colas del personal' })
export class PendingTransfer {
  @Field(() => Payment)
  payment!: Payment;

  @Field(() => PaymentPayer)
  payer!: PaymentPayer;

  @Field(() => String, { description: 'Qué paga: membership, daily o store' })
  kind!: string;

  @Field(() => PaymentOrderSummary, { nullable: true })
  order!: PaymentOrderSummary | null;

  @Field(() => Float)
  waitingHours!: number;

  @Field(() => String, { description: 'normal, medium, high, critical' })
  urgency!: string;

  @Field(() => Boolean)
  isUrgent!: boolean;

  @Field(() => Boolean)
  hasProof!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class UrgencyCounts {
  @Field(() => Int)
  normal!: number;

  @Field(() => Int)
  medium!: number;

  @Field(() => Int)
  high!: number;

  @Field(() => Int)
  critical!: number;
}

@ObjectType({ simpleResolvers: true })
export class TransferQueueSummary {
  @Field(() => Int)
  total!: number;

  @Field(() => Float)
  totalAmount!: number;

  @Field(() => Int)
  urgent!: number;

  @Field(() => Int)
  withProof!: number;

  @Field(() => Float)
  oldestWaitingHours!: number;

  @Field(() => UrgencyCounts)
  byUrgency!: UrgencyCounts;
}

@ObjectType({ simpleResolvers: true })
export class TransferQueue {
  @Field(() => [PendingTransfer])
  transfers!: PendingTransfer[];

  @Field(() => TransferQueueSummary)
  summary!: TransferQueueSummary;

  @Field(() => Int)
  urgentHours!: number;

  @Field(() => Pagination)
  pagination!: Pagination;
}

@ObjectType({ simpleResolvers: true, description: 'Cola de efectivo o tarjeta: el más antiguo primero' })
export class PaymentQueue {
  @Field(() => [PendingTransfer])
  payments!: PendingTransfer[];

  @Field(() => Int)
  total!: number;

  @Field(() => Float)
  totalAmount!: number;

  @Field(() => Int)
  urgent!: number;
}

@ObjectType({ simpleResolvers: true })
export class CashConfirmation {
  @Field(() => Payment)
  payment!: Payment;

  @Field(() => Float, { description: 'Cambio a devolver' })
  change!: number;
}

@ObjectType({ simpleResolvers: true })
export class PaymentTally {
  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;
}

@ObjectType({ simpleResolvers: true })
export class PendingQueueFigures {
  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;

  @Field(() => Int)
  urgent!: number;

  @Field(() => Float)
  oldestWaitingHours!: number;
}

@ObjectType({ simpleResolvers: true })
export class MethodStats {
  @Field(() => String)
  date!: string;

  @Field(() => PendingQueueFigures)
  pending!: PendingQueueFigures;

  @Field(() => PaymentTally)
  confirmedToday!: PaymentTally;

  @Field(() => PaymentTally)
  cancelledToday!: PaymentTally;

  @Field(() => PaymentTally)
  thisMonth!: PaymentTally;
}

@ObjectType({ simpleResolvers: true, description: 'Cuántos pagos y por cuánto, por estado, método o tipo' })
export class PaymentBreakdown {
  @Field(() => String)
  key!: string;

  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;
}

@ObjectType({ simpleResolvers: true })
export class PaymentStatistics {
  @Field(() => Int)
  total!: number;

  @Field(() => Float)
  income!: number;

  @Field(() => [PaymentBreakdown])
  byStatus!: PaymentBreakdown[];

  @Field(() => [PaymentBreakdown])
  byMethod!: PaymentBreakdown[];

  @Field(() => [PaymentBreakdown])
  byType!: PaymentBreakdown[];

  @Field(() => PaymentTally)
  today!: PaymentTally;

  @Field(() => PaymentTally)
  thisMonth!: PaymentTally;

  @Field(() => PaymentTally)
  pending!: PaymentTally;
}

@ObjectType({ simpleResolvers: true })
export class PeriodFigures {
  @Field(() => String)
  startDate!: string;

  @Field(() => String)
  endDate!: string;

  @Field(() => Float)
  income!: number;

  @Field(() => Int)
  count!: number;

  @Field(() => [PaymentBreakdown])
  byMethod!: PaymentBreakdown[];

  @Field(() => [PaymentBreakdown])
  byType!: PaymentBreakdown[];

  @Field(() => Float)
  memberships!: number;

  @Field(() => Float)
  dailyPasses!: number;

  @Field(() => Float)
  store!: number;
}

@ObjectType({ simpleResolvers: true })
export class PendingFigures {
  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;

  @Field(() => [PaymentBreakdown])
  byMethod!: PaymentBreakdown[];
}

@ObjectType({ simpleResolvers: true })
export class VisitFigures {
  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  members!: number;

  @Field(() => Int)
  daily!: number;

  @Field(() => Int)
  entries!: number;
}

@ObjectType({ simpleResolvers: true })
export class FinancialDashboard {
  @Field(() => String)
  date!: string;

  @Field(() => PeriodFigures)
  today!: PeriodFigures;

  @Field(() => PeriodFigures)
  month!: PeriodFigures;

  @Field(() => PendingFigures)
  pending!: PendingFigures;

  @Field(() => VisitFigures)
  visitsToday!: VisitFigures;
}

@ObjectType({ simpleResolvers: true, description: 'Personal: el pago con su pagador y su historial de cambios' })
export class PaymentDetail {
  @Field(() => PendingTransfer)
  payment!: PendingTransfer;

  @Field(() => [AuditEvent])
  history!: AuditEvent[];
}

@ObjectType({ simpleResolvers: true })
export class BankAccount {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  bankName!: string;

  @Field(() => String)
  accountName!: string;

  @Field(() => String)
  accountNumber!: string;

  @Field(() => String)
  accountType!: string;

  @Field(() => String, { nullable: true })
  instructions!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class PaymentSearchResult {
  @Field(() => [PendingTransfer])
  payments!: PendingTransfer[];

  @Field(() => Int)
  total!: number;
}

@ObjectType({ simpleResolvers: true })
export class PendingTotal {
  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;

  @Field(() => Int)
  urgent!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Lo que espera al personal, por método, con su parte urgente' })
export class PendingPaymentsDashboard {
  @Field(() => PendingQueueFigures)
  transfers!: PendingQueueFigures;

  @Field(() => PendingQueueFigures)
  cash!: PendingQueueFigures;

  @Field(() => PendingQueueFigures)
  card!: PendingQueueFigures;

  @Field(() => PendingTotal)
  total!: PendingTotal;
}

@ObjectType({ simpleResolvers: true })
export class ReportTotal {
  @Field(() => Float)
  total!: number;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ simpleResolvers: true })
export class ReportPlanBreakdown {
  @Field(() => ID)
  planId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;
}

@ObjectType({ simpleResolvers: true })
export class ReportMemberships {
  @Field(() => Float)
  total!: number;

  @Field(() => Int)
  count!: number;

  @Field(() => [ReportPlanBreakdown])
  breakdown!: ReportPlanBreakdown[];

  @Field(() => Int)
  newMemberships!: number;
}

@ObjectType({ simpleResolvers: true })
export class ReportDailyPasses {
  @Field(() => Float)
  total!: number;

  @Field(() => Int)
  count!: number;

  @Field(() => Int)
  visitors!: number;
}

@ObjectType({ simpleResolvers: true })
export class ReportDay {
  @Field(() => String)
  date!: string;

  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: 'Ingresos de un periodo: membresías, pases, tienda, por método y día',
})
export class PaymentReport {
  @Field(() => String)
  period!: string;

  @Field(() => String)
  startDate!: string;

  @Field(() => String)
  endDate!: string;

  @Field(() => ReportMemberships)
  memberships!: ReportMemberships;

  @Field(() => ReportDailyPasses)
  dailyPasses!: ReportDailyPasses;

  @Field(() => ReportTotal)
  onlineOrders!: ReportTotal;

  @Field(() => ReportTotal)
  localSales!: ReportTotal;

  @Field(() => Float)
  totalIncome!: number;

  @Field(() => [PaymentBreakdown])
  byMethod!: PaymentBreakdown[];

  @Field(() => [ReportDay])
  byDay!: ReportDay[];

  @Field(() => VisitFigures)
  visits!: VisitFigures;

  @Field(() => PaymentTally)
  pending!: PaymentTally;
}
