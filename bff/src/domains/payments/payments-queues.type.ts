import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { AuditEvent, Pagination } from '../common/common.type';
import { PendingQueueFigures } from './payments-figures.type';
import { Payment } from './payments.type';

/**
 * The staff's queues and settlement: pending transfers, the cash and card queues, a payment's
 * detail, search and confirmations.
 */

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

@ObjectType({ simpleResolvers: true, description: 'Personal: el pago con su pagador y su historial de cambios' })
export class PaymentDetail {
  @Field(() => PendingTransfer)
  payment!: PendingTransfer;

  @Field(() => [AuditEvent])
  history!: AuditEvent[];
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
