import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { TestimonialInput } from './website-testimonials.input';
import { MyTestimonials, Testimonial, TestimonialSubmission } from './website-testimonials.type';
import { testimonialsClient } from './website-testimonials.client';

@Resolver()
export class TestimonialsResolver {
  @Query(() => [Testimonial], { description: 'Publicados (GET /testimonials): destacados primero' })
  testimonials(
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<Testimonial[]> {
    return testimonialsClient(ctx).published(limit);
  }

  @Authorized()
  @Query(() => MyTestimonials)
  myTestimonials(@Ctx() ctx: RequestContext): Promise<MyTestimonials> {
    return testimonialsClient(ctx).mine();
  }

  @Authorized()
  @Mutation(() => TestimonialSubmission, { description: 'Solo clientes; uno por cliente' })
  submitTestimonial(
    @Arg('input', () => TestimonialInput) input: TestimonialInput,
    @Ctx() ctx: RequestContext,
  ): Promise<TestimonialSubmission> {
    return testimonialsClient(ctx).submit(input);
  }

  @Authorized()
  @Mutation(() => TestimonialSubmission, { description: 'Edita el testimonio propio mientras está pendiente' })
  updateMyTestimonial(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => TestimonialInput) input: TestimonialInput,
    @Ctx() ctx: RequestContext,
  ): Promise<TestimonialSubmission> {
    return testimonialsClient(ctx).update(id, input);
  }
}
