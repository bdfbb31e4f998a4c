import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../context';
import { MutationResult } from '../common/common.type';
import { AdminTestimonialInput } from './website.input';
import { ModeratedTestimonial, TestimonialStats } from './website.type';

/** Testimonials on the website and their moderation; the api decides who may moderate. */
@Resolver()
export class TestimonialModerationResolver {
  @Query(() => [ModeratedTestimonial], { description: 'Aprobados y activos, destacados primero' })
  publicTestimonials(@Ctx() ctx: GraphQLContext): Promise<ModeratedTestimonial[]> {
    return ctx.api.website.testimonials.published();
  }

  @Authorized()
  @Query(() => [ModeratedTestimonial])
  moderationTestimonials(
    @Arg('status', () => String, { nullable: true }) status: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ModeratedTestimonial[]> {
    return ctx.api.website.testimonials.forModeration(status === 'pending' || status === 'approved' ? status : null);
  }

  @Authorized()
  @Query(() => TestimonialStats)
  testimonialStats(@Ctx() ctx: GraphQLContext): Promise<TestimonialStats> {
    return ctx.api.website.testimonials.stats();
  }

  @Authorized()
  @Mutation(() => ModeratedTestimonial)
  approveTestimonial(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<ModeratedTestimonial> {
    return ctx.api.website.testimonials.moderate(id, 'approve');
  }

  @Authorized()
  @Mutation(() => ModeratedTestimonial)
  toggleTestimonialActive(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<ModeratedTestimonial> {
    return ctx.api.website.testimonials.moderate(id, 'toggle-active');
  }

  @Authorized()
  @Mutation(() => ModeratedTestimonial)
  toggleTestimonialFeatured(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ModeratedTestimonial> {
    return ctx.api.website.testimonials.moderate(id, 'toggle-featured');
  }

  @Authorized()
  @Mutation(() => MutationResult)
  deleteTestimonial(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<MutationResult> {
    return ctx.api.website.testimonials.remove(id);
  }

  @Authorized()
  @Mutation(() => ModeratedTestimonial)
  createAdminTestimonial(
    @Arg('input', () => AdminTestimonialInput) input: AdminTestimonialInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ModeratedTestimonial> {
    return ctx.api.website.testimonials.createByAdmin(input);
  }
}
