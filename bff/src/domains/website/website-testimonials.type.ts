import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true })
export class Testimonial {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'Profesión o rol' })
  role!: string;

  @Field(() => String)
  text!: string;

  @Field(() => Int)
  rating!: number;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field(() => Boolean)
  isFeatured!: boolean;

  @Field(() => Int)
  displayOrder!: number;
}

@ObjectType({ simpleResolvers: true })
export class MyTestimonial extends Testimonial {
  @Field(() => String, { description: 'pending o approved' })
  status!: string;

  @Field(() => Boolean)
  isActive!: boolean;

  @Field(() => Boolean)
  canEdit!: boolean;

  @Field(() => Boolean)
  canDelete!: boolean;

  @Field(() => String)
  submittedAt!: string;
}

@ObjectType({ simpleResolvers: true })
export class MyTestimonials {
  @Field(() => [MyTestimonial])
  testimonials!: MyTestimonial[];

  @Field(() => Int)
  total!: number;

  @Field(() => Boolean)
  hasActiveTestimonial!: boolean;

  @Field(() => Boolean)
  hasPendingTestimonial!: boolean;

  @Field(() => Boolean)
  canSubmitNew!: boolean;

  @Field(() => String, { nullable: true })
  thankYouMessage!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class TestimonialSubmission {
  @Field(() => MyTestimonial)
  testimonial!: MyTestimonial;

  @Field(() => String)
  message!: string;

  @Field(() => String, { nullable: true })
  thankYouMessage!: string | null;
}
