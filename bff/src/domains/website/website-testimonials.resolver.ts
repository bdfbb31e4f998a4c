import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../context';
import { TestimonialInput } from './website-testimonials.input';
import { MyTestimonials, Testimonial, TestimonialSubmission } from './website-testimonials.type';

@Resolver()
export class TestimonialsResolver {
  @Query(() => [Testimonial], { description: 'Publicados (GET /testimonials): destacados primero' })
  testimonials(
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Testimonial[]> {
    return ctx.api.testimonials.published(limit);
  }

  @Authorized()
  @Query(() => MyTestimonials)
  myTestimonials(@Ctx() ctx: GraphQLContext): Promise<MyTestimonials> {
    return ctx.api.testimonials.mine();
  }

  @Authorized()
  @Mutation(() => TestimonialSubmission, { description: 'Solo clientes; uno por cliente' })
  submitTestimonial(
    @Arg('input', () => TestimonialInput) input: TestimonialInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TestimonialSubmission> {
    return ctx.api.testimonials.submit(input);
  }

  @Authorized()
  @Mutation(() => TestimonialSubmission, { description: 'Edita el testimonio propio mientras está pendiente' })
  updateMyTestimonial(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => TestimonialInput) input: TestimonialInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TestimonialSubmission> {
    return ctx.api.testimonials.update(id, input);
  }
}
