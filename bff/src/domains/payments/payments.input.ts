import { PAYMENT_FIELDS, QUERY_FIELDS } from '@gym/domain';
import { Field, ID, InputType, Int } from 'type-graphql';
import { Contract } from '../../field-contract';

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
}
