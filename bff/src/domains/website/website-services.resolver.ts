import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { MutationResult } from '../common/common.type';
import { DisplayOrderInput, ServiceInput } from './website.input';
import { GymService, ServiceStats } from './website.type';
import { websiteClient } from './website.client';

/** The gym's services on the website; the api decides who may write. */
@Resolver()
export class WebsiteServicesResolver {
  @Query(() => [GymService])
  activeServices(@Ctx() ctx: RequestContext): Promise<GymService[]> {
    return websiteClient(ctx).services.active();
  }

  @Authorized()
  @Query(() => [GymService])
  services(@Ctx() ctx: RequestContext): Promise<GymService[]> {
    return websiteClient(ctx).services.all();
  }

  @Authorized()
  @Query(() => ServiceStats)
  serviceStats(@Ctx() ctx: RequestContext): Promise<ServiceStats> {
    return websiteClient(ctx).services.stats();
  }

  @Authorized()
  @Mutation(() => GymService)
  createService(
    @Arg('input', () => ServiceInput) input: ServiceInput,
    @Ctx() ctx: RequestContext,
  ): Promise<GymService> {
    return websiteClient(ctx).services.create(input);
  }

  @Authorized()
  @Mutation(() => GymService)
  updateService(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ServiceInput) input: ServiceInput,
    @Ctx() ctx: RequestContext,
  ): Promise<GymService> {
    return websiteClient(ctx).services.update(id, input);
  }

  @Authorized()
  @Mutation(() => MutationResult)
  deleteService(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<MutationResult> {
    return websiteClient(ctx).services.remove(id);
  }

  @Authorized()
  @Mutation(() => GymService)
  toggleService(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<GymService> {
    return websiteClient(ctx).services.toggle(id);
  }

  @Authorized()
  @Mutation(() => GymService)
  duplicateService(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<GymService> {
    return websiteClient(ctx).services.duplicate(id);
  }

  @Authorized()
  @Mutation(() => [GymService])
  reorderServices(
    @Arg('order', () => [DisplayOrderInput]) order: DisplayOrderInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<GymService[]> {
    return websiteClient(ctx).services.reorder(order);
  }

  @Authorized()
  @Mutation(() => [GymService])
  seedDefaultServices(@Ctx() ctx: RequestContext): Promise<GymService[]> {
    return websiteClient(ctx).services.seedDefaults();
  }
}
