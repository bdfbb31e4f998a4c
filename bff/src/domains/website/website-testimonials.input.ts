import { WEBSITE_FIELDS } from '@gym/domain';
import { Field, InputType, Int } from 'type-graphql';
import { Contract } from '../../kernel/graphql/field-contract';

const FIELDS = WEBSITE_FIELDS.testimonial;

/** A member's testimonial: the same contracts (limits and spec messages) as the api and the web form. */
@InputType()
export class TestimonialInput {
  @Field(() => String)
  @Contract(FIELDS.text)
  text!: string;

  @Field(() => Int)
  @Contract(FIELDS.rating)
  rating!: number;

  @Field(() => String)
  @Contract(FIELDS.role)
  role!: string;

  @Field(() => String)
  @Contract(FIELDS.name)
  name!: string;
}
