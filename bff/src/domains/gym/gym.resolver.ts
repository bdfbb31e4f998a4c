import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../context';
import { GymConfig } from './gym.type';

@Resolver()
export class GymResolver {
  @Query(() => GymConfig)
  gymConfig(@Ctx() ctx: GraphQLContext): Promise<GymConfig> {
    return ctx.api.gym.config();
  }
}
