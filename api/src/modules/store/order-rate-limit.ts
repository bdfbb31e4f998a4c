import { normalizeIP } from '@fastify/rate-limit';
import { STORE_MESSAGES } from '@gym/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitWindow } from '../../config';
import { AppError } from '../../lib/errors';

type Limiter = (
  request: FastifyRequest,
) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>;

/**
 * Order creation reserves stock, so an anonymous script could otherwise empty the store in
 * seconds. Guests are counted twice, per client address (request.ip: the browser's address, as
 * the bff states it when it is a trusted proxy) and per guest session, so neither changing
 * session nor changing address escapes. A signed-in account is counted on its own, with a more
 * generous limit: it is a known, rate-limited-at-sign-in identity, and members sharing one
 * address (the gym's wifi, a carrier's NAT) must not use up each other's allowance.
 * Counters live in @fastify/rate-limit's store: Redis with REDIS_URL (every api instance counts
 * together, and a restart forgets nothing), this process's memory otherwise.
 */
export function orderRateLimit(app: FastifyInstance) {
  const { guest, member } = app.config.orderRateLimit;
  const limiter = (window: RateLimitWindow, key: (request: FastifyRequest) => string | null): Limiter => {
    const check = app.createRateLimit({
      max: window.max,
      timeWindow: window.windowMs,
      keyGenerator: (request) => key(request) ?? '',
    });
    return async (request) => (key(request) === null ? { isAllowed: true } : check(request));
  };
  const guestLimiters = guest
    ? [
        limiter(guest, (request) => `order:ip:${normalizeIP(request.ip)}`),
        limiter(guest, (request) => {
          const sessionId = (request.body as { sessionId?: unknown } | undefined)?.sessionId;
          return typeof sessionId === 'string' && sessionId ? `order:session:${sessionId}` : null;
        }),
      ]
    : [];
  const memberLimiters = member ? [limiter(member, (request) => `order:user:${request.auth?.id ?? ''}`)] : [];

  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const check of request.auth ? memberLimiters : guestLimiters) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds ?? 60));
        throw new AppError(429, STORE_MESSAGES.tooManyOrders);
      }
    }
  };
}
