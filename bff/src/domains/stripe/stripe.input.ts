import { CARD_PAYMENT_FIELDS, QUERY_FIELDS } from '@gym/domain';
import { IsOptional, ValidateNested } from 'class-validator';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { Contract } from '../../kernel/graphql/field-contract';
import { WeekSlotsInput } from '../schedule/schedule.input';
import { BillingInput } from '../common/billing.input';

const F = CARD_PAYMENT_FIELDS;

@InputType({ description: 'La membresía pendiente propia, o un plan con sus horarios para comprarlo ahora' })
export class MembershipCardIntentInput {
  @Field(() => ID, { nullable: true })
  membershipId?: string | null;

  @Field(() => ID, { nullable: true })
  planId?: string | null;

  @Field(() => WeekSlotsInput, { nullable: true })
  selectedSchedule?: WeekSlotsInput | null;

  @Field(() => BillingInput, {
    nullable: true,
    description: 'NIT o CF de la factura; sin él, CF (solo por menos de Q 2,500.00)',
  })
  @IsOptional()
  @ValidateNested()
  billing?: BillingInput | null;
}

@InputType()
export class CardRefundInput {
  @Field(() => String)
  @Contract(F.paymentIntentId)
  paymentIntentId!: string;

  @Field(() => Float, { nullable: true, description: 'Sin monto: todo lo que queda por devolver' })
  @IsOptional()
  @Contract({ ...F.refundAmount, required: false })
  amount?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(F.refundReason)
  reason?: string | null;
}

@InputType()
export class CardPaymentsFilterInput {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Contract(QUERY_FIELDS.page)
  page?: number | null;

  @Field(() => Int, { nullable: true, description: '30 por defecto' })
  @IsOptional()
  @Contract(QUERY_FIELDS.limit)
  limit?: number | null;

  @Field(() => String, { nullable: true, description: 'completed, pending, failed, cancelled' })
  @IsOptional()
  @Contract(F.status)
  status?: string | null;
}
