import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { canViewSystemStatus } from '@gym/domain';
import { Authorized } from '../../kernel/graphql/auth-checker';
import { Health, JobQueueState } from './health.type';
import { healthClient } from './health.client';

@Resolver()
export class HealthResolver {
  @Query(() => Health)
  health(@Ctx() ctx: RequestContext): Promise<Health> {
    return healthClient(ctx).check();
  }

  /** The job queue and each schedule's last run (the admin's system panel; the api judges it again). */
  @Authorized(canViewSystemStatus)
  @Query(() => JobQueueState)
  jobQueue(@Ctx() ctx: RequestContext): Promise<JobQueueState> {
    return healthClient(ctx).jobs();
  }
}
