import { Field, ID, InputType, Int } from 'type-graphql';

@InputType()
export class PaymentsFilterInput {
  @Field(() => Int, { nullable: true, defaultValue: 1 })
  page?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 20 })
  limit?: number | null;

  @Field(() => String, { nullable: true })
  status?: string | null;

  @Field(() => String, { nullable: true })
  paymentMethod?: string | null;

  @Field(() => ID, { nullable: true })
  userId?: string | null;
}

@InputType()
export class CreatePaymentInput {
  @Field(() => String, { description: 'daily o membership' })
  paymentType!: string;

  @Field(() => String, { nullable: true, defaultValue: 'cash' })
  method?: string | null;

  @Field(() => ID, { nullable: true })
  membershipId?: string | null;

  @Field(() => ID, { nullable: true })
  userId?: string | null;

  @Field(() => String, { nullable: true })
  notes?: string | null;
}
