import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../context';
import { MutationResult } from '../common/common.type';
import { DisplayOrderInput, StatisticInput } from './website.input';
import { Statistic } from './website.type';

/** The landing page counters; the api decides who may write. */
@Resolver()
export class WebsiteStatisticsResolver {
  @Query(() => [Statistic])
  activeStatistics(@Ctx() ctx: GraphQLContext): Promise<Statistic[]> {
    return ctx.api.website.statistics.active();
  }

  @Authorized()
  @Query(() => [Statistic])
  statistics(@Ctx() ctx: GraphQLContext): Promise<Statistic[]> {
    return ctx.api.website.statistics.all();
  }

  @Authorized()
  @Mutation(() => Statistic)
  createStatistic(
    @Arg('input', () => StatisticInput) input: StatisticInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Statistic> {
    return ctx.api.website.statistics.create(input);
  }

  @Authorized()
  @Mutation(() => Statistic)
  updateStatistic(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => StatisticInput) input: StatisticInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Statistic> {
    return ctx.api.website.statistics.update(id, input);
  }

  @Authorized()
  @Mutation(() => MutationResult)
  deleteStatistic(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<MutationResult> {
    return ctx.api.website.statistics.remove(id);
  }

  @Authorized()
  @Mutation(() => Statistic)
  toggleStatistic(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Statistic> {
    return ctx.api.website.statistics.toggle(id);
  }

  @Authorized()
  @Mutation(() => [Statistic])
  reorderStatistics(
    @Arg('order', () => [DisplayOrderInput]) order: DisplayOrderInput[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<Statistic[]> {
    return ctx.api.website.statistics.reorder(order);
  }

  @Authorized()
  @Mutation(() => [Statistic])
  seedDefaultStatistics(@Ctx() ctx: GraphQLContext): Promise<Statistic[]> {
    return ctx.api.website.statistics.seedDefaults();
  }
}
