import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../context';
import { MutationResult } from '../common/common.type';
import { GymConfig, GymContact } from '../gym/gym.type';
import {
  AdminTestimonialInput,
  GymConfigInput,
  GymContactInput,
  GymHoursDayInput,
  GymPlanInput,
  DisplayOrderInput,
  PromotionInput,
  ServiceInput,
  SocialMediaInput,
  StatisticInput,
} from './content.input';
import {
  CapacityMetrics,
  GymHoursDay,
  GymPlan,
  GymService,
  LandingContent,
  ModeratedTestimonial,
  Promotion,
  ServiceStats,
  SocialMediaEntry,
  SocialMediaSaveResult,
  Statistic,
  TestimonialStats,
} from './content.type';

/** Public website content (cached) and its administration; the api decides who may write (403 'Sin permisos para ...'). */
@Resolver()
export class ContentResolver {
  @Query(() => LandingContent, { description: 'Todo lo de la página de inicio en una consulta (en caché)' })
  landingContent(@Ctx() ctx: GraphQLContext): Promise<LandingContent> {
    return ctx.api.content.landing();
  }

  @Query(() => [Statistic])
  activeStatistics(@Ctx() ctx: GraphQLContext): Promise<Statistic[]> {
    return ctx.api.content.activeStatistics();
  }

  @Query(() => [GymService])
  activeServices(@Ctx() ctx: GraphQLContext): Promise<GymService[]> {
    return ctx.api.content.activeServices();
  }

  @Query(() => [SocialMediaEntry])
  socialMedia(@Ctx() ctx: GraphQLContext): Promise<SocialMediaEntry[]> {
    return ctx.api.content.socialMedia();
  }

  @Query(() => [GymPlan])
  gymPlans(@Ctx() ctx: GraphQLContext): Promise<GymPlan[]> {
    return ctx.api.content.plans();
  }

  @Query(() => [ModeratedTestimonial], { description: 'Aprobados y activos, destacados primero' })
  publicTestimonials(@Ctx() ctx: GraphQLContext): Promise<ModeratedTestimonial[]> {
    return ctx.api.content.publicTestimonials();
  }

  @Query(() => [GymHoursDay])
  gymSchedule(@Ctx() ctx: GraphQLContext): Promise<GymHoursDay[]> {
    return ctx.api.content.schedule();
  }

  @Query(() => [Promotion])
  promotions(@Ctx() ctx: GraphQLContext): Promise<Promotion[]> {
    return ctx.api.content.promotions();
  }

  @Query(() => GymContact)
  gymContact(@Ctx() ctx: GraphQLContext): Promise<GymContact> {
    return ctx.api.content.contact();
  }

  @Authorized()
  @Query(() => GymConfig, { description: 'Configuración completa para el editor (redes inactivas incluidas)' })
  gymConfigEditor(@Ctx() ctx: GraphQLContext): Promise<GymConfig> {
    return ctx.api.content.configEditor();
  }

  @Authorized()
  @Query(() => [SocialMediaEntry])
  allSocialMedia(@Ctx() ctx: GraphQLContext): Promise<SocialMediaEntry[]> {
    return ctx.api.content.allSocialMedia();
  }

  @Authorized()
  @Query(() => [Statistic])
  statistics(@Ctx() ctx: GraphQLContext): Promise<Statistic[]> {
    return ctx.api.content.statistics();
  }

  @Authorized()
  @Query(() => [GymService])
  services(@Ctx() ctx: GraphQLContext): Promise<GymService[]> {
    return ctx.api.content.services();
  }

  @Authorized()
  @Query(() => ServiceStats)
  serviceStats(@Ctx() ctx: GraphQLContext): Promise<ServiceStats> {
    return ctx.api.content.serviceStats();
  }

  @Authorized()
  @Query(() => [GymPlan])
  allGymPlans(@Ctx() ctx: GraphQLContext): Promise<GymPlan[]> {
    return ctx.api.content.allPlans();
  }

  @Authorized()
  @Query(() => [ModeratedTestimonial])
  moderationTestimonials(
    @Arg('status', () => String, { nullable: true }) status: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ModeratedTestimonial[]> {
    return ctx.api.content.moderationTestimonials(status === 'pending' || status === 'approved' ? status : null);
  }

  @Authorized()
  @Query(() => TestimonialStats)
  testimonialStats(@Ctx() ctx: GraphQLContext): Promise<TestimonialStats> {
    return ctx.api.content.testimonialStats();
  }

  @Authorized()
  @Query(() => CapacityMetrics, { description: 'Ceros si el servicio no existe (404)' })
  capacityMetrics(@Ctx() ctx: GraphQLContext): Promise<CapacityMetrics> {
    return ctx.api.content.capacityMetrics();
  }

  @Authorized()
  @Mutation(() => GymConfig)
  updateGymConfig(
    @Arg('input', () => GymConfigInput) input: GymConfigInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GymConfig> {
    return ctx.api.content.updateConfig(input);
  }

  @Authorized()
  @Mutation(() => GymContact)
  updateGymContact(
    @Arg('input', () => GymContactInput) input: GymContactInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GymContact> {
    return ctx.api.content.updateContact(input);
  }

  @Authorized()
  @Mutation(() => SocialMediaSaveResult)
  saveSocialMedia(
    @Arg('input', () => SocialMediaInput) input: SocialMediaInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SocialMediaSaveResult> {
    return ctx.api.content.saveSocialMedia(input);
  }

  @Authorized()
  @Mutation(() => SocialMediaEntry)
  toggleSocialMedia(
    @Arg('platform', () => String) platform: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SocialMediaEntry> {
    return ctx.api.content.toggleSocialMedia(platform);
  }

  @Authorized()
  @Mutation(() => Statistic)
  createStatistic(
    @Arg('input', () => StatisticInput) input: StatisticInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Statistic> {
    return ctx.api.content.createStatistic(input);
  }

  @Authorized()
  @Mutation(() => Statistic)
  updateStatistic(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => StatisticInput) input: StatisticInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Statistic> {
    return ctx.api.content.updateStatistic(id, input);
  }

  @Authorized()
  @Mutation(() => MutationResult)
  deleteStatistic(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<MutationResult> {
    return ctx.api.content.deleteStatistic(id);
  }

  @Authorized()
  @Mutation(() => Statistic)
  toggleStatistic(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Statistic> {
    return ctx.api.content.toggleStatistic(id);
  }

  @Authorized()
  @Mutation(() => [Statistic])
  reorderStatistics(
    @Arg('order', () => [DisplayOrderInput]) order: DisplayOrderInput[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<Statistic[]> {
    return ctx.api.content.reorderStatistics(order);
  }

  @Authorized()
  @Mutation(() => [Statistic])
  seedDefaultStatistics(@Ctx() ctx: GraphQLContext): Promise<Statistic[]> {
    return ctx.api.content.seedDefaultStatistics();
  }

  @Authorized()
  @Mutation(() => GymService)
  createService(
    @Arg('input', () => ServiceInput) input: ServiceInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GymService> {
    return ctx.api.content.createService(input);
  }

  @Authorized()
  @Mutation(() => GymService)
  updateService(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ServiceInput) input: ServiceInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GymService> {
    return ctx.api.content.updateService(id, input);
  }

  @Authorized()
  @Mutation(() => MutationResult)
  deleteService(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<MutationResult> {
    return ctx.api.content.deleteService(id);
  }

  @Authorized()
  @Mutation(() => GymService)
  toggleService(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<GymService> {
    return ctx.api.content.toggleService(id);
  }

  @Authorized()
  @Mutation(() => GymService)
  duplicateService(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<GymService> {
    return ctx.api.content.duplicateService(id);
  }

  @Authorized()
  @Mutation(() => [GymService])
  reorderServices(
    @Arg('order', () => [DisplayOrderInput]) order: DisplayOrderInput[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<GymService[]> {
    return ctx.api.content.reorderServices(order);
  }

  @Authorized()
  @Mutation(() => [GymService])
  seedDefaultServices(@Ctx() ctx: GraphQLContext): Promise<GymService[]> {
    return ctx.api.content.seedDefaultServices();
  }

  @Authorized()
  @Mutation(() => [GymPlan])
  saveGymPlans(
    @Arg('plans', () => [GymPlanInput]) plans: GymPlanInput[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<GymPlan[]> {
    return ctx.api.content.savePlans(plans);
  }

  @Authorized()
  @Mutation(() => [GymHoursDay])
  saveGymSchedule(
    @Arg('days', () => [GymHoursDayInput]) days: GymHoursDayInput[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<GymHoursDay[]> {
    return ctx.api.content.saveSchedule(days);
  }

  @Authorized()
  @Mutation(() => [Promotion])
  savePromotions(
    @Arg('promotions', () => [PromotionInput]) promotions: PromotionInput[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<Promotion[]> {
    return ctx.api.content.savePromotions(promotions);
  }

  @Authorized()
  @Mutation(() => ModeratedTestimonial)
  approveTestimonial(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<ModeratedTestimonial> {
    return ctx.api.content.moderate(id, 'approve');
  }

  @Authorized()
  @Mutation(() => ModeratedTestimonial)
  toggleTestimonialActive(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<ModeratedTestimonial> {
    return ctx.api.content.moderate(id, 'toggle-active');
  }

  @Authorized()
  @Mutation(() => ModeratedTestimonial)
  toggleTestimonialFeatured(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ModeratedTestimonial> {
    return ctx.api.content.moderate(id, 'toggle-featured');
  }

  @Authorized()
  @Mutation(() => MutationResult)
  deleteTestimonial(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<MutationResult> {
    return ctx.api.content.deleteTestimonial(id);
  }

  @Authorized()
  @Mutation(() => ModeratedTestimonial)
  createAdminTestimonial(
    @Arg('input', () => AdminTestimonialInput) input: AdminTestimonialInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ModeratedTestimonial> {
    return ctx.api.content.createAdminTestimonial(input);
  }
}
