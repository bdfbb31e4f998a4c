import {
  AUTH_MESSAGES,
  USER_MESSAGES,
  hasPermission,
  isRole,
  type Actor,
  type Permission,
  type Role,
} from '@gym/domain';
import { Authorized as TypeGraphQLAuthorized, type AuthCheckerFn } from 'type-graphql';
import { appError } from '../http/errors';
import type { RequestContext } from './request-context';

/** A permission rule of the domain (`canOperateStore`, `canManageExpenses`...), judged on the caller. */
export type AccessRule = (actor: Pick<Actor, 'role' | 'permissions'>) => boolean;

/** What a resolver may require: a role, a permission or a domain rule. A misspelt name does not compile. */
export type Access = Role | Permission | AccessRule;

/**
 * `@Authorized()` needs a bearer token; `@Authorized(canOperateStore)` or
 * `@Authorized('view_payments')` also needs one of those rules, roles or permissions, judged with
 * the domain's functions and tables against the viewer the api returns. The api stays the
 * authority: it checks the token and answers 403 with its own message.
 */
export const authChecker: AuthCheckerFn<RequestContext, Access> = async ({ context }, access) => {
  if (!context.token) throw appError(AUTH_MESSAGES.tokenRequired, 'UNAUTHENTICATED', 401);
  if (access.length === 0) return true;
  const viewer = await context.loaders.viewer.load('me');
  const allowed = access.some((entry) => {
    if (typeof entry === 'function') return entry(viewer);
    return isRole(entry) ? viewer.role === entry : hasPermission(viewer, entry);
  });
  if (!allowed) throw appError(USER_MESSAGES.noPermission, 'FORBIDDEN', 403);
  return true;
};

/** type-graphql's `@Authorized`, typed: it accepts only the domain's rules, roles and permissions. */
export function Authorized(...access: Access[]): MethodDecorator & PropertyDecorator & ClassDecorator {
  return TypeGraphQLAuthorized<Access>(...access);
}
