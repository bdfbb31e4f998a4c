import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../context';
import { GymConfig } from './gym.type';

@Resolver()
export class GymResolver {
  /** Cached for 30 minutes in the bff and dropped when an admin changes it. */
  @Query(() => GymConfig)
  gymConfig(@Ctx() ctx: GraphQLContext): Promise<GymConfig> {
    return ctx.api.content.config();
  }
}
