import { AUTH_MESSAGES, USER_MESSAGES, hasPermission, isRole, type Permission } from '@gym/domain';
import type { AuthCheckerFn } from 'type-graphql';
import type { GraphQLContext } from './context';
import { appError } from './errors';

/**
 * `@Authorized()` needs a bearer token; `@Authorized('admin', 'view_reports')` also needs one of
 * those roles or permissions, judged with the domain's tables against the viewer the api returns.
 * The api stays the authority: it checks the token and answers 403 with its own message.
 */
export const authChecker: AuthCheckerFn<GraphQLContext> = async ({ context }, rolesOrPermissions) => {
  if (!context.token) throw appError(AUTH_MESSAGES.tokenRequired, 'UNAUTHENTICATED', 401);
  if (rolesOrPermissions.length === 0) return true;
  const viewer = await context.loaders.viewer.load('me');
  const allowed = rolesOrPermissions.some((entry) =>
    isRole(entry) ? viewer.role === entry : hasPermission(viewer, entry as Permission),
  );
  if (!allowed) throw appError(USER_MESSAGES.noPermission, 'FORBIDDEN', 403);
  return true;
};
