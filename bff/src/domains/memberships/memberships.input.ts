import { IsOptional } from 'class-validator';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { maxChars } from '../common/validation';
import { WeekSlotsInput } from '../schedule/schedule.input';

@InputType()
export class PurchaseMembershipInput {
  @Field(() => ID)
  planId!: string;

  @Field(() => WeekSlotsInput, { nullable: true })
  selectedSchedule?: WeekSlotsInput | null;

  @Field(() => String, { nullable: true, defaultValue: 'cash', description: 'cash, card, transfer, mobile' })
  paymentMethod?: string | null;

  @Field(() => ID, { nullable: true, description: 'Solo personal: cliente para quien se compra' })
  userId?: string | null;

  @Field(() => String, { nullable: true })
  notes?: string | null;
}

@InputType()
export class MembershipsFilterInput {
  @Field(() => Int, { nullable: true, defaultValue: 1 })
  page?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 20 })
  limit?: number | null;

  @Field(() => String, { nullable: true })
  status?: string | null;

  @Field(() => ID, { nullable: true })
  userId?: string | null;

  @Field(() => String, { nullable: true })
  search?: string | null;
}

@InputType()
export class GymPlanInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => String) @maxChars(80, 'El nombre del plan') name!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(500, 'La descripción') description?: string | null;
  @Field(() => Float) price!: number;
  @Field(() => Float, { nullable: true }) originalPrice?: number | null;
  @Field(() => String) @maxChars(20, 'La duración') durationType!: string;
  @Field(() => [String], { defaultValue: [] }) features!: string[];
  @Field(() => Boolean, { defaultValue: false }) isPopular!: boolean;
  @Field(() => Boolean, { defaultValue: true }) isActive!: boolean;
  @Field(() => Int, { nullable: true }) displayOrder?: number | null;
}
