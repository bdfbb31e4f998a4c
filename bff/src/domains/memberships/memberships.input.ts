import { Field, ID, InputType, Int } from 'type-graphql';
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
