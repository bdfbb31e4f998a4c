import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { Health } from './health.type';
import { healthClient } from './health.client';

@Resolver()
export class HealthResolver {
  @Query(() => Health)
  health(@Ctx() ctx: RequestContext): Promise<Health> {
    return healthClient(ctx).check();
  }
}
