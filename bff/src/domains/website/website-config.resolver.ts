import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { GymConfigInput, GymContactInput, SocialMediaInput } from './website.input';
import { GymConfig, GymContact, SocialMediaEntry, SocialMediaSaveResult } from './website.type';
import { websiteClient } from './website.client';

/** The gym's identity, contact and social networks; the api decides who may write. */
@Resolver()
export class WebsiteConfigResolver {
  /** Cached for 30 minutes in the bff and dropped when an admin changes it. */
  @Query(() => GymConfig)
  gymConfig(@Ctx() ctx: RequestContext): Promise<GymConfig> {
    return websiteClient(ctx).config.gymConfig();
  }

  @Query(() => GymContact)
  gymContact(@Ctx() ctx: RequestContext): Promise<GymContact> {
    return websiteClient(ctx).config.gymContact();
  }

  @Query(() => [SocialMediaEntry])
  socialMedia(@Ctx() ctx: RequestContext): Promise<SocialMediaEntry[]> {
    return websiteClient(ctx).config.socialMedia();
  }

  @Authorized()
  @Query(() => GymConfig, { description: 'Configuración completa para el editor (redes inactivas incluidas)' })
  gymConfigEditor(@Ctx() ctx: RequestContext): Promise<GymConfig> {
    return websiteClient(ctx).config.gymConfigEditor();
  }

  @Authorized()
  @Query(() => [SocialMediaEntry])
  allSocialMedia(@Ctx() ctx: RequestContext): Promise<SocialMediaEntry[]> {
    return websiteClient(ctx).config.allSocialMedia();
  }

  @Authorized()
  @Mutation(() => GymConfig)
  updateGymConfig(
    @Arg('input', () => GymConfigInput) input: GymConfigInput,
    @Ctx() ctx: RequestContext,
  ): Promise<GymConfig> {
    return websiteClient(ctx).config.updateGymConfig(input);
  }

  @Authorized()
  @Mutation(() => GymContact)
  updateGymContact(
    @Arg('input', () => GymContactInput) input: GymContactInput,
    @Ctx() ctx: RequestContext,
  ): Promise<GymContact> {
    return websiteClient(ctx).config.updateGymContact(input);
  }

  @Authorized()
  @Mutation(() => SocialMediaSaveResult)
  saveSocialMedia(
    @Arg('input', () => SocialMediaInput) input: SocialMediaInput,
    @Ctx() ctx: RequestContext,
  ): Promise<SocialMediaSaveResult> {
    return websiteClient(ctx).config.saveSocialMedia(input);
  }

  @Authorized()
  @Mutation(() => SocialMediaEntry)
  toggleSocialMedia(
    @Arg('platform', () => String) platform: string,
    @Ctx() ctx: RequestContext,
  ): Promise<SocialMediaEntry> {
    return websiteClient(ctx).config.toggleSocialMedia(platform);
  }
}
