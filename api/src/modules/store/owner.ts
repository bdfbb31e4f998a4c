import { isGuestSessionId, STORE_MESSAGES } from '@gym/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import type { AuthenticatedUser } from '../../types';

/** Whose cart or order: the signed-in user (by token) or a guest (by its `guest_` session id). */
export type CartOwner =
  | { kind: 'user'; key: string; userId: string; user: AuthenticatedUser; sessionId: null }
  | { kind: 'guest'; key: string; userId: null; user: null; sessionId: string };

export const userOwner = (user: AuthenticatedUser): CartOwner => ({
  kind: 'user',
  key: `user:${user.id}`,
  userId: user.id,
  user,
  sessionId: null,
});

export function guestOwner(sessionId: string | null | undefined): CartOwner {
  if (!sessionId) throw new AppError(400, STORE_MESSAGES.cartOwnerRequired);
  if (!isGuestSessionId(sessionId)) throw new AppError(400, STORE_MESSAGES.invalidSessionId);
  return { kind: 'guest', key: `guest:${sessionId}`, userId: null, user: null, sessionId };
}

/**
 * Route hook for guest-or-user routes: a bearer token, when sent, must be valid (a stale
 * token is a 401, never a silent fall back to a guest cart).
 */
export function optionalAuth(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: Parameters<FastifyInstance['authenticate']>[1]) => {
    if (request.headers.authorization) await app.authenticate(request, reply);
  };
}

export function ownerOf(request: FastifyRequest, sessionId: string | null | undefined): CartOwner {
  return request.auth ? userOwner(request.auth) : guestOwner(sessionId);
}
