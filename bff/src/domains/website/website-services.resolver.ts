import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../context';
import { MutationResult } from '../common/common.type';
import { DisplayOrderInput, ServiceInput } from './website.input';
import { GymService, ServiceStats } from './website.type';

/** The gym's services on the website; the api decides who may write. */
@Resolver()
export class WebsiteServicesResolver {
  @Query(() => [GymService])
  activeServices(@Ctx() ctx: GraphQLContext): Promise<GymService[]> {
    return ctx.api.website.services.active();
  }

  @Authorized()
  @Query(() => [GymService])
  services(@Ctx() ctx: GraphQLContext): Promise<GymService[]> {
    return ctx.api.website.services.all();
  }

  @Authorized()
  @Query(() => ServiceStats)
  serviceStats(@Ctx() ctx: GraphQLContext): Promise<ServiceStats> {
    return ctx.api.website.services.stats();
  }

  @Authorized()
  @Mutation(() => GymService)
  createService(
    @Arg('input', () => ServiceInput) input: ServiceInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GymService> {
    return ctx.api.website.services.create(input);
  }

  @Authorized()
  @Mutation(() => GymService)
  updateService(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ServiceInput) input: ServiceInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GymService> {
    return ctx.api.website.services.update(id, input);
  }

  @Authorized()
  @Mutation(() => MutationResult)
  deleteService(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<MutationResult> {
    return ctx.api.website.services.remove(id);
  }

  @Authorized()
  @Mutation(() => GymService)
  toggleService(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<GymService> {
    return ctx.api.website.services.toggle(id);
  }

  @Authorized()
  @Mutation(() => GymService)
  duplicateService(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<GymService> {
    return ctx.api.website.services.duplicate(id);
  }

  @Authorized()
  @Mutation(() => [GymService])
  reorderServices(
    @Arg('order', () => [DisplayOrderInput]) order: DisplayOrderInput[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<GymService[]> {
    return ctx.api.website.services.reorder(order);
  }

  @Authorized()
  @Mutation(() => [GymService])
  seedDefaultServices(@Ctx() ctx: GraphQLContext): Promise<GymService[]> {
    return ctx.api.website.services.seedDefaults();
  }
}
