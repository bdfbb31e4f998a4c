import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../context';
import { GymConfigInput, GymContactInput, SocialMediaInput } from './website.input';
import { GymConfig, GymContact, SocialMediaEntry, SocialMediaSaveResult } from './website.type';

/** The gym's identity, contact and social networks; the api decides who may write. */
@Resolver()
export class WebsiteConfigResolver {
  /** Cached for 30 minutes in the bff and dropped when an admin changes it. */
  @Query(() => GymConfig)
  gymConfig(@Ctx() ctx: GraphQLContext): Promise<GymConfig> {
    return ctx.api.website.config.gymConfig();
  }

  @Query(() => GymContact)
  gymContact(@Ctx() ctx: GraphQLContext): Promise<GymContact> {
    return ctx.api.website.config.gymContact();
  }

  @Query(() => [SocialMediaEntry])
  socialMedia(@Ctx() ctx: GraphQLContext): Promise<SocialMediaEntry[]> {
    return ctx.api.website.config.socialMedia();
  }

  @Authorized()
  @Query(() => GymConfig, { description: 'Configuración completa para el editor (redes inactivas incluidas)' })
  gymConfigEditor(@Ctx() ctx: GraphQLContext): Promise<GymConfig> {
    return ctx.api.website.config.gymConfigEditor();
  }

  @Authorized()
  @Query(() => [SocialMediaEntry])
  allSocialMedia(@Ctx() ctx: GraphQLContext): Promise<SocialMediaEntry[]> {
    return ctx.api.website.config.allSocialMedia();
  }

  @Authorized()
  @Mutation(() => GymConfig)
  updateGymConfig(
    @Arg('input', () => GymConfigInput) input: GymConfigInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GymConfig> {
    return ctx.api.website.config.updateGymConfig(input);
  }

  @Authorized()
  @Mutation(() => GymContact)
  updateGymContact(
    @Arg('input', () => GymContactInput) input: GymContactInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GymContact> {
    return ctx.api.website.config.updateGymContact(input);
  }

  @Authorized()
  @Mutation(() => SocialMediaSaveResult)
  saveSocialMedia(
    @Arg('input', () => SocialMediaInput) input: SocialMediaInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SocialMediaSaveResult> {
    return ctx.api.website.config.saveSocialMedia(input);
  }

  @Authorized()
  @Mutation(() => SocialMediaEntry)
  toggleSocialMedia(
    @Arg('platform', () => String) platform: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SocialMediaEntry> {
    return ctx.api.website.config.toggleSocialMedia(platform);
  }
}
