import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { PromotionInput } from './website.input';
import { Promotion } from './website.type';
import { websiteClient } from './website.client';

/** The promotions, saved as a whole; the api decides who may write. */
@Resolver()
export class WebsitePromotionsResolver {
  @Query(() => [Promotion])
  promotions(@Ctx() ctx: RequestContext): Promise<Promotion[]> {
    return websiteClient(ctx).promotions.list();
  }

  @Authorized()
  @Mutation(() => [Promotion])
  savePromotions(
    @Arg('promotions', () => [PromotionInput]) promotions: PromotionInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<Promotion[]> {
    return websiteClient(ctx).promotions.save(promotions);
  }
}
