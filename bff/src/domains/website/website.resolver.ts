import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { LandingContent } from './website.type';
import { websiteClient } from './website.client';

/**
 * The landing page in one query. Each section has its own resolver (website-<section>.resolver.ts);
 * the plans and the weekly hours are served by memberships and schedule.
 */
@Resolver()
export class WebsiteResolver {
  @Query(() => LandingContent, { description: 'Todo lo de la página de inicio en una consulta (en caché)' })
  landingContent(@Ctx() ctx: RequestContext): Promise<LandingContent> {
    return websiteClient(ctx).landing();
  }
}
