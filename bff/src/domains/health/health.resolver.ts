import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../context';
import { Health } from './health.type';

@Resolver()
export class HealthResolver {
  @Query(() => Health)
  health(@Ctx() ctx: GraphQLContext): Promise<Health> {
    return ctx.api.health.check();
  }
}
