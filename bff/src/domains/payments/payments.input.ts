import { IsOptional, ValidateNested } from 'class-validator';
import { MEMBERSHIP_FIELDS, PAYMENT_FIELDS, QUERY_FIELDS } from '@gym/domain';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { Contract, lowerCase } from '../../kernel/graphql/field-contract';
import { BillingInput } from '../common/billing.input';

@InputType()
export class PaymentsFilterInput {
  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @Contract(QUERY_FIELDS.page)
  page?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 20 })
  @Contract(QUERY_FIELDS.limit)
  limit?: number | null;

  @Field(() => String, { nullable: true })
  @Contract(PAYMENT_FIELDS.list.status)
  status?: string | null;

  @Field(() => String, { nullable: true })
  @Contract(PAYMENT_FIELDS.list.paymentMethod)
  paymentMethod?: string | null;

  @Field(() => ID, { nullable: true })
  userId?: string | null;

  @Field(() => String, { nullable: true, description: 'membership, daily, store...' })
  @Contract(PAYMENT_FIELDS.list.paymentType)
  paymentType?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Personal: nombre o correo del cliente, concepto o número de orden',
  })
  @Contract(QUERY_FIELDS.search)
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd (Guatemala)' })
  @Contract(QUERY_FIELDS.startDate)
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd (Guatemala)' })
  @Contract(QUERY_FIELDS.endDate)
  endDate?: string | null;
}

@InputType()
export class CreatePaymentInput {
  @Field(() => String, { description: 'daily o membership' })
  @Contract(PAYMENT_FIELDS.create.paymentType)
  paymentType!: string;

  @Field(() => String, { nullable: true, defaultValue: 'cash' })
  @Contract(PAYMENT_FIELDS.create.method)
  method?: string | null;

  @Field(() => ID, { nullable: true })
  membershipId?: string | null;

  @Field(() => ID, { nullable: true })
  userId?: string | null;

  @Field(() => String, { nullable: true })
  @Contract(PAYMENT_FIELDS.create.notes)
  notes?: string | null;

  @Field(() => BillingInput, {
    nullable: true,
    description: 'NIT o CF de la factura; sin él, CF (solo por menos de Q 2,500.00)',
  })
  @IsOptional()
  @ValidateNested()
  billing?: BillingInput | null;
}

@InputType()
export class TransferQueueFilterInput {
  @Field(() => String, { nullable: true })
  @Contract(QUERY_FIELDS.search)
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'waiting_time (por defecto), amount, client, type' })
  @Contract(PAYMENT_FIELDS.transferQueue.sortBy)
  sortBy?: string | null;

  @Field(() => String, { nullable: true, description: 'asc o desc' })
  @Contract(QUERY_FIELDS.sortOrder, lowerCase)
  sortOrder?: string | null;

  @Field(() => String, { nullable: true, description: 'normal, medium, high, critical o urgent' })
  @Contract(PAYMENT_FIELDS.transferQueue.priority)
  priority?: string | null;

  @Field(() => Int, { nullable: true, description: 'Desde cuántas horas de espera es urgente (72 por defecto)' })
  @Contract(PAYMENT_FIELDS.transferQueue.urgentHours)
  urgentHours?: number | null;

  @Field(() => Int, { nullable: true })
  @Contract(QUERY_FIELDS.page)
  page?: number | null;

  @Field(() => Int, { nullable: true })
  @Contract(QUERY_FIELDS.limit)
  limit?: number | null;
}

@InputType()
export class ValidateTransferInput {
  @Field(() => Boolean, { description: 'true aprueba (activa la membresía o confirma la orden); false rechaza' })
  approved!: boolean;

  @Field(() => String, { nullable: true })
  @Contract(PAYMENT_FIELDS.validateTransfer.notes)
  notes?: string | null;

  @Field(() => String, { nullable: true, description: 'Obligatorio al rechazar' })
  @Contract({ ...PAYMENT_FIELDS.validateTransfer.reason, required: false })
  reason?: string | null;
}

@InputType()
export class PaymentQueueFilterInput {
  @Field(() => String, { nullable: true })
  @Contract(QUERY_FIELDS.search)
  search?: string | null;

  @Field(() => Int, { nullable: true })
  @Contract(QUERY_FIELDS.limit)
  limit?: number | null;
}

@InputType()
export class ConfirmCashInput {
  @Field(() => Float, { nullable: true, description: 'Por defecto, el monto exacto' })
  @Contract(PAYMENT_FIELDS.confirmCash.receivedAmount)
  receivedAmount?: number | null;

  @Field(() => String, { nullable: true })
  @Contract(PAYMENT_FIELDS.confirmCash.notes)
  notes?: string | null;
}

@InputType()
export class CancelPaymentInput {
  @Field(() => String)
  @Contract(PAYMENT_FIELDS.cancel.reason)
  reason!: string;

  @Field(() => String, { nullable: true })
  @Contract(PAYMENT_FIELDS.cancel.notes)
  notes?: string | null;
}

@InputType()
export class ConfirmCardInput {
  @Field(() => String, { description: 'El número de transacción del terminal' })
  @Contract(PAYMENT_FIELDS.confirmCard.transactionId)
  transactionId!: string;

  @Field(() => String, { nullable: true, description: 'Los 4 últimos dígitos de la tarjeta' })
  @Contract(PAYMENT_FIELDS.confirmCard.cardLast4)
  cardLast4?: string | null;

  @Field(() => String, { nullable: true })
  @Contract(PAYMENT_FIELDS.confirmCard.notes)
  notes?: string | null;
}

@InputType()
export class CancelCardInput {
  @Field(() => String, { nullable: true, description: "Por defecto 'Pago con tarjeta cancelado'" })
  @Contract({ ...PAYMENT_FIELDS.cancel.reason, required: false })
  reason?: string | null;

  @Field(() => String, { nullable: true })
  @Contract(PAYMENT_FIELDS.cancel.notes)
  notes?: string | null;
}

@InputType()
export class ActivateCashMembershipInput {
  @Field(() => ID, { description: 'El pago en efectivo pendiente de la membresía' })
  paymentId!: string;

  @Field(() => String, { nullable: true })
  @Contract(PAYMENT_FIELDS.confirmCash.notes)
  notes?: string | null;
}

@InputType()
export class CancelCashMembershipInput {
  @Field(() => ID, { nullable: true, description: 'El pago, o la membresía (uno de los dos)' })
  paymentId?: string | null;

  @Field(() => ID, { nullable: true })
  membershipId?: string | null;

  @Field(() => String)
  @Contract(MEMBERSHIP_FIELDS.cancel.reason)
  reason!: string;
}

@InputType()
export class SetPaymentStatusInput {
  @Field(() => String, { description: 'completed, failed o cancelled (los dos últimos con motivo)' })
  @Contract(PAYMENT_FIELDS.setStatus.status)
  status!: string;

  @Field(() => String, { nullable: true })
  @Contract(PAYMENT_FIELDS.setStatus.reason)
  reason?: string | null;

  @Field(() => String, { nullable: true })
  @Contract(PAYMENT_FIELDS.setStatus.notes)
  notes?: string | null;
}

@InputType()
export class PaymentReportFilterInput {
  @Field(() => String, {
    nullable: true,
    description:
      'Periodo de calendario hasta hoy: today, week (desde el lunes), month (desde el 1, por defecto), quarter, year; o last30 (últimos 30 días)',
  })
  @Contract(PAYMENT_FIELDS.report.period)
  period?: string | null;

  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd (Guatemala); gana sobre el periodo' })
  @Contract(QUERY_FIELDS.startDate)
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd (Guatemala)' })
  @Contract(QUERY_FIELDS.endDate)
  endDate?: string | null;
}

@InputType()
export class PaymentSearchInput {
  @Field(() => String, { description: 'Nombre o correo del cliente, concepto o número de orden' })
  @Contract(QUERY_FIELDS.searchTerm)
  q!: string;

  @Field(() => Int, { nullable: true, description: '10 por defecto' })
  @Contract(QUERY_FIELDS.limit)
  limit?: number | null;
}
