import { Field, InputType, Int } from 'type-graphql';

/** Checked by the api with the spec's messages (the web checks the same rule from @gym/domain first). */
@InputType()
export class TestimonialInput {
  @Field(() => String)
  text!: string;

  @Field(() => Int)
  rating!: number;

  @Field(() => String)
  role!: string;

  @Field(() => String)
  name!: string;
}
