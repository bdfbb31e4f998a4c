import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { MutationResult } from '../common/common.type';
import { AdminTestimonialInput } from './website.input';
import { ModeratedTestimonial, TestimonialStats } from './website.type';
import { websiteClient } from './website.client';

/** Testimonials on the website and their moderation; the api decides who may moderate. */
@Resolver()
export class TestimonialModerationResolver {
  @Query(() => [ModeratedTestimonial], { description: 'Aprobados y activos, destacados primero' })
  publicTestimonials(@Ctx() ctx: RequestContext): Promise<ModeratedTestimonial[]> {
    return websiteClient(ctx).testimonials.published();
  }

  @Authorized()
  @Query(() => [ModeratedTestimonial])
  moderationTestimonials(
    @Arg('status', () => String, { nullable: true }) status: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<ModeratedTestimonial[]> {
    return websiteClient(ctx).testimonials.forModeration(status === 'pending' || status === 'approved' ? status : null);
  }

  @Authorized()
  @Query(() => TestimonialStats)
  testimonialStats(@Ctx() ctx: RequestContext): Promise<TestimonialStats> {
    return websiteClient(ctx).testimonials.stats();
  }

  @Authorized()
  @Mutation(() => ModeratedTestimonial)
  approveTestimonial(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<ModeratedTestimonial> {
    return websiteClient(ctx).testimonials.moderate(id, 'approve');
  }

  @Authorized()
  @Mutation(() => ModeratedTestimonial)
  toggleTestimonialActive(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<ModeratedTestimonial> {
    return websiteClient(ctx).testimonials.moderate(id, 'toggle-active');
  }

  @Authorized()
  @Mutation(() => ModeratedTestimonial)
  toggleTestimonialFeatured(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ModeratedTestimonial> {
    return websiteClient(ctx).testimonials.moderate(id, 'toggle-featured');
  }

  @Authorized()
  @Mutation(() => MutationResult)
  deleteTestimonial(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<MutationResult> {
    return websiteClient(ctx).testimonials.remove(id);
  }

  @Authorized()
  @Mutation(() => ModeratedTestimonial)
  createAdminTestimonial(
    @Arg('input', () => AdminTestimonialInput) input: AdminTestimonialInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ModeratedTestimonial> {
    return websiteClient(ctx).testimonials.createByAdmin(input);
  }
}
