import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { MutationResult } from '../common/common.type';
import { DisplayOrderInput, StatisticInput } from './website.input';
import { Statistic } from './website.type';
import { websiteClient } from './website.client';

/** The landing page counters; the api decides who may write. */
@Resolver()
export class WebsiteStatisticsResolver {
  @Query(() => [Statistic])
  activeStatistics(@Ctx() ctx: RequestContext): Promise<Statistic[]> {
    return websiteClient(ctx).statistics.active();
  }

  @Authorized()
  @Query(() => [Statistic])
  statistics(@Ctx() ctx: RequestContext): Promise<Statistic[]> {
    return websiteClient(ctx).statistics.all();
  }

  @Authorized()
  @Mutation(() => Statistic)
  createStatistic(
    @Arg('input', () => StatisticInput) input: StatisticInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Statistic> {
    return websiteClient(ctx).statistics.create(input);
  }

  @Authorized()
  @Mutation(() => Statistic)
  updateStatistic(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => StatisticInput) input: StatisticInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Statistic> {
    return websiteClient(ctx).statistics.update(id, input);
  }

  @Authorized()
  @Mutation(() => MutationResult)
  deleteStatistic(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<MutationResult> {
    return websiteClient(ctx).statistics.remove(id);
  }

  @Authorized()
  @Mutation(() => Statistic)
  toggleStatistic(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Statistic> {
    return websiteClient(ctx).statistics.toggle(id);
  }

  @Authorized()
  @Mutation(() => [Statistic])
  reorderStatistics(
    @Arg('order', () => [DisplayOrderInput]) order: DisplayOrderInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<Statistic[]> {
    return websiteClient(ctx).statistics.reorder(order);
  }

  @Authorized()
  @Mutation(() => [Statistic])
  seedDefaultStatistics(@Ctx() ctx: RequestContext): Promise<Statistic[]> {
    return websiteClient(ctx).statistics.seedDefaults();
  }
}
