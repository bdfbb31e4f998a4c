import { MEMBERSHIP_FIELDS, QUERY_FIELDS } from '@gym/domain';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { Contract } from '../../field-contract';
import { WeekSlotsInput } from '../schedule/schedule.input';

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
}
