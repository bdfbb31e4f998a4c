import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../context';
import { PromotionInput } from './website.input';
import { Promotion } from './website.type';

/** The promotions, saved as a whole; the api decides who may write. */
@Resolver()
export class WebsitePromotionsResolver {
  @Query(() => [Promotion])
  promotions(@Ctx() ctx: GraphQLContext): Promise<Promotion[]> {
    return ctx.api.website.promotions.list();
  }

  @Authorized()
  @Mutation(() => [Promotion])
  savePromotions(
    @Arg('promotions', () => [PromotionInput]) promotions: PromotionInput[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<Promotion[]> {
    return ctx.api.website.promotions.save(promotions);
  }
}
