import { IsOptional, ValidateNested } from 'class-validator';
import { FREEZE_FIELDS, MEMBERSHIP_FIELDS, QUERY_FIELDS } from '@gym/domain';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { Contract, lowerCase } from '../../kernel/graphql/field-contract';
import { WeekSlotsInput } from '../schedule/schedule.input';
import { BillingInput } from '../common/billing.input';

@InputType()
export class PurchaseMembershipInput {
  @Field(() => ID)
  planId!: string;

  @Field(() => WeekSlotsInput, { nullable: true })
  selectedSchedule?: WeekSlotsInput | null;

  @Field(() => String, { nullable: true, defaultValue: 'cash', description: 'cash, card, transfer, mobile' })
  @Contract(MEMBERSHIP_FIELDS.purchase.paymentMethod)
  paymentMethod?: string | null;

  @Field(() => ID, { nullable: true, description: 'Solo personal: cliente para quien se compra' })
  userId?: string | null;

  @Field(() => String, { nullable: true })
  @Contract(MEMBERSHIP_FIELDS.purchase.notes)
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
export class MembershipsFilterInput {
  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @Contract(QUERY_FIELDS.page)
  page?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 20 })
  @Contract(QUERY_FIELDS.limit)
  limit?: number | null;

  @Field(() => String, { nullable: true })
  @Contract(MEMBERSHIP_FIELDS.list.status)
  status?: string | null;

  @Field(() => ID, { nullable: true })
  userId?: string | null;

  @Field(() => String, { nullable: true })
  @Contract(QUERY_FIELDS.search)
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'Personal: duración del plan' })
  @Contract(MEMBERSHIP_FIELDS.list.type)
  type?: string | null;

  @Field(() => String, { nullable: true })
  @Contract(MEMBERSHIP_FIELDS.list.sortBy)
  sortBy?: string | null;

  @Field(() => String, { nullable: true, description: 'asc o desc' })
  @Contract(QUERY_FIELDS.sortOrder, lowerCase)
  sortOrder?: string | null;

  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd: vigentes en algún día desde esta fecha' })
  @Contract(QUERY_FIELDS.startDate)
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd: ... y hasta esta fecha' })
  @Contract(QUERY_FIELDS.endDate)
  endDate?: string | null;
}

@InputType()
export class UpdateMembershipInput {
  @Field(() => String, { nullable: true, description: 'active o suspended (suspender libera sus horarios)' })
  @Contract(MEMBERSHIP_FIELDS.update.status)
  status?: string | null;

  @Field(() => String, { nullable: true })
  @Contract(MEMBERSHIP_FIELDS.update.startDate)
  startDate?: string | null;

  @Field(() => String, { nullable: true })
  @Contract(MEMBERSHIP_FIELDS.update.endDate)
  endDate?: string | null;

  @Field(() => Float, { nullable: true })
  @Contract(MEMBERSHIP_FIELDS.update.price)
  price?: number | null;

  @Field(() => String, { nullable: true })
  @Contract(MEMBERSHIP_FIELDS.update.notes)
  notes?: string | null;
}

@InputType()
export class RenewMembershipInput {
  @Field(() => Int, { nullable: true, description: '1 por defecto' })
  @Contract(MEMBERSHIP_FIELDS.renew.months)
  months?: number | null;

  @Field(() => Float, { nullable: true, description: 'Por defecto, el precio mensual del plan por los meses' })
  @Contract(MEMBERSHIP_FIELDS.renew.price)
  price?: number | null;

  @Field(() => String, { nullable: true, description: 'cash por defecto' })
  @Contract(MEMBERSHIP_FIELDS.renew.paymentMethod)
  paymentMethod?: string | null;

  @Field(() => String, { nullable: true })
  @Contract(MEMBERSHIP_FIELDS.renew.notes)
  notes?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'true: renueva el periodo siguiente aunque el actual ya esté renovado (el error del periodo ya renovado trae extensions.renewedUntil)',
  })
  queueNext?: boolean | null;

  @Field(() => BillingInput, {
    nullable: true,
    description: 'NIT o CF de la factura; sin él, CF (solo por menos de Q 2,500.00)',
  })
  @IsOptional()
  @ValidateNested()
  billing?: BillingInput | null;
}

const PLAN = MEMBERSHIP_FIELDS.plan;

/** One plan of the plans editor; how many plans one save may carry is MEMBERSHIP_FIELDS.planCount. */
@InputType()
export class GymPlanInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => String) @Contract(PLAN.name) name!: string;
  @Field(() => String, { nullable: true }) @Contract(PLAN.description) description?: string | null;
  @Field(() => Float) @Contract(PLAN.price) price!: number;
  @Field(() => Float, { nullable: true }) @Contract(PLAN.originalPrice) originalPrice?: number | null;
  @Field(() => String) @Contract(PLAN.durationType) durationType!: string;
  @Field(() => [String], { defaultValue: [] }) @Contract(PLAN.features) features!: string[];
  @Field(() => Boolean, { defaultValue: false }) isPopular!: boolean;
  @Field(() => Boolean, { defaultValue: true }) isActive!: boolean;
  @Field(() => Int, { nullable: true }) @Contract(PLAN.displayOrder) displayOrder?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Tope de días de congelamiento por año; null: sin tope; omitido: sin cambio',
  })
  @Contract(FREEZE_FIELDS.maxFreezeDaysPerYear)
  maxFreezeDaysPerYear?: number | null;
}

@InputType({ description: 'Congelar una membresía: primer y último día congelado (incluidos) y motivo' })
export class FreezeMembershipInput {
  @Field(() => String) @Contract(FREEZE_FIELDS.startDate) startDate!: string;
  @Field(() => String) @Contract(FREEZE_FIELDS.endDate) endDate!: string;
  @Field(() => String) @Contract(FREEZE_FIELDS.reason) reason!: string;
}
