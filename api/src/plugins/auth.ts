import {
  AUTH_MESSAGES,
  hasAllPermissions,
  isRole,
  parseBearerToken,
  permissionsForRole,
  USER_MESSAGES,
  type Actor,
  type Permission,
} from '@gym/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema/index';
import { AppError } from '../lib/errors';
import { verifyAccessToken } from '../lib/tokens';
import { liveSessionOf } from '../lib/sessions';
import type { AuthenticatedUser, AuthHook } from '../types';

/** The signed-in user of a route that ran `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.auth) throw new AppError(401, AUTH_MESSAGES.tokenRequired);
  return request.auth;
}

type Ability = (actor: Pick<Actor, 'role' | 'permissions'>) => boolean;

/**
 * Signs the caller in, then requires a domain ability (e.g. `canManageContent`); a refusal is a
 * 403 with the screen's own 'Sin permisos para ...' text.
 */
export function requireAbility(app: FastifyInstance, ability: Ability, forbidden: string): AuthHook[] {
  return [
    app.authenticate,
    async (request) => {
      if (!ability(currentUser(request))) throw new AppError(403, forbidden);
    },
  ];
}

/** Route hook that requires every listed permission (403 otherwise). Use after `app.authenticate`. */
export function requirePermission(...permissions: Permission[]): AuthHook {
  return async (request) => {
    const user = currentUser(request);
    if (!hasAllPermissions(user, permissions)) throw new AppError(403, USER_MESSAGES.noPermission);
  };
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);

  // Every signed-in call runs it: prepared once, PostgreSQL plans it once per connection.
  const accountStatement = app.db
    .select({ row: users, sessionLive: liveSessionOf(app.db, sql.placeholder('sessionId')) })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('auth:account');

  const authenticate: AuthHook = async (request) => {
    const token = parseBearerToken(request.headers.authorization);
    if (!token) throw new AppError(401, AUTH_MESSAGES.tokenRequired);
    const claims = await verifyAccessToken(app.config, token);
    if (!claims) throw new AppError(401, AUTH_MESSAGES.tokenInvalid);
    // The database, not the token, is the authority: a deactivated or deleted account, or a sign-in
    // that was ended (logout, a password change elsewhere), loses access at once.
    const [found] = await accountStatement.execute({ userId: claims.userId, sessionId: claims.sessionId });
    const row = found?.row;
    if (!row || !found.sessionLive || !row.isActive || row.deletedAt || !isRole(row.role))
      throw new AppError(401, AUTH_MESSAGES.tokenInvalid);
    request.auth = {
      id: row.id,
      role: row.role,
      permissions: permissionsForRole(row.role),
      sessionId: claims.sessionId,
      row,
    };
  };

  app.decorate('authenticate', authenticate);
});
