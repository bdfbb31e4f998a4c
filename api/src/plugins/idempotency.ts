import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import {
  canonicalJson,
  IDEMPOTENCY,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAYED_HEADER,
  isValidIdempotencyKey,
} from '@gym/domain';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Transaction } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import type { ScheduledJob } from '../jobs/scheduled-job';
import { AppError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes money: an `Idempotency-Key` header makes a repeat answer the first answer. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request claimed (its answer is stored when it is sent); null otherwise. */
    idempotencyClaim: { scope: string; key: string } | null;
  }
}

/** The route config that opts a route in: `config: IDEMPOTENT`. */
export const IDEMPOTENT = { idempotent: true } as const;

const HEADER = 'idempotency-key';

function scopeOf(request: FastifyRequest): string {
  // A guest's key is a random secret only its sender knows; the bff calls from one address for
  // every guest, so an address would not tell guests apart anyway.
  return request.auth ? `user:${request.auth.id}` : 'guest';
}

function requestHash(request: FastifyRequest): string {
  const data = canonicalJson({
    params: request.params ?? null,
    query: request.query ?? null,
    body: request.body ?? null,
  });
  return createHash('sha256').update(data).digest('hex');
}

type Claim =
  { kind: 'claimed' } | { kind: 'replay'; status: number; body: unknown } | { kind: 'refused'; error: AppError };

/**
 * Claims (scope, key) with one insert of its own: of any number of requests with one key, exactly
 * one inserts the row and runs; the others read it. A row left 'in progress' by a process that
 * died (its transaction rolled back with it) is taken over after IDEMPOTENCY.abandonedAfterSeconds.
 */
async function claim(db: Database, scope: string, key: string, route: string, hash: string): Promise<Claim> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ scope, key, route, requestHash: hash, status: 'in_progress' })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'claimed' };

    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!row) continue; // freed by a failed first request between our two statements: try again
    if (row.route !== route || row.requestHash !== hash)
      return { kind: 'refused', error: new AppError(422, IDEMPOTENCY_MESSAGES.reusedWithOtherData) };
    if (row.status === 'done') return { kind: 'replay', status: row.responseStatus ?? 200, body: row.responseBody };
    if (row.committedAt) return { kind: 'refused', error: new AppError(409, committedRefusal(row.createdAt)) };
    const abandoned = await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.scope, scope),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.status, 'in_progress'),
          isNull(idempotencyKeys.committedAt),
          lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${IDEMPOTENCY.abandonedAfterSeconds})`),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (abandoned.length === 0) return { kind: 'refused', error: new AppError(409, IDEMPOTENCY_MESSAGES.inProgress) };
  }
  return { kind: 'refused', error: new AppError(409, IDEMPOTENCY_MESSAGES.inProgress) };
}

/**
 * A request whose transaction committed and whose answer is not stored yet: still running when
 * young, its answer lost (a process that died) when older. Either way it must not run again.
 */
function committedRefusal(createdAt: Date): string {
  const age = (Date.now() - createdAt.getTime()) / 1000;
  return age < IDEMPOTENCY.abandonedAfterSeconds
    ? IDEMPOTENCY_MESSAGES.inProgress
    : IDEMPOTENCY_MESSAGES.committedAnswerLost;
}

/** The key the running request claimed, seen by the transactions it opens. */
interface ClaimInProgress {
  scope: string;
  key: string;
  committed: boolean;
}
const claimInProgress = new AsyncLocalStorage<ClaimInProgress>();

/**
 * Every transaction of the api's database, run by a request that claimed a key, marks that key
 * committed inside itself (once, in the first): if the process dies after the commit and before
 * the answer is stored, the key tells a retry that the money is already written.
 */
function markClaimsInTransactions(db: Database): void {
  const open = db.transaction.bind(db);
  const marking = (async (work: (tx: Transaction) => Promise<unknown>, config?: unknown) =>
    open(
      async (tx) => {
        const result = await work(tx);
        const claimed = claimInProgress.getStore();
        if (claimed && !claimed.committed) {
          await tx
            .update(idempotencyKeys)
            .set({ committedAt: sql`now()` })
            .where(and(eq(idempotencyKeys.scope, claimed.scope), eq(idempotencyKeys.key, claimed.key)));
          claimed.committed = true;
        }
        return result;
      },
      config as Parameters<typeof open>[1],
    )) as Database['transaction'];
  db.transaction = marking;
}

function storedBody(payload: unknown): unknown {
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Nothing twice, for the routes that take money (`config: IDEMPOTENT`), as Stripe's keys work:
 *
 * - no header: the route works as before;
 * - a malformed key: 400;
 * - a new key: claimed before the handler runs; its answer (2xx or 4xx) is stored when sent;
 * - the same key and the same request once answered: that answer again, with
 *   `Idempotent-Replayed: true`, and nothing written;
 * - the same key with other data (path, query or body): 422;
 * - the same key while the first request still runs: 409;
 * - a 5xx (a thrown error) frees the key, so a retry runs.
 *
 * Runs as a preHandler: after authentication (the caller is the scope) and validation (a body
 * the schema refuses never claims a key).
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotencyClaim', null);
  markClaimsInTransactions(app.db);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const header = request.headers[HEADER];
    if (header === undefined) return;
    if (!isValidIdempotencyKey(header)) throw new AppError(400, IDEMPOTENCY_MESSAGES.invalidKey);
    const scope = scopeOf(request);
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const outcome = await claim(app.db, scope, header, route, requestHash(request));
    if (outcome.kind === 'refused') throw outcome.error;
    if (outcome.kind === 'claimed') {
      request.idempotencyClaim = { scope, key: header };
      return;
    }
    // The stored text as it was sent: the route's serializer already shaped it the first time.
    return reply
      .code(outcome.status)
      .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(outcome.body));
  });

  // A callback hook: the rest of the request (its handler) runs inside `run`, so the handler's
  // transactions see the claim (an async hook's context would end with its promise).
  app.addHook('preHandler', (request, _reply, done) => {
    const claimed = request.idempotencyClaim;
    if (!claimed) {
      done();
      return;
    }
    claimInProgress.run({ ...claimed, committed: false }, done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claimed = request.idempotencyClaim;
    if (!claimed) return payload;
    request.idempotencyClaim = null;
    const where = and(eq(idempotencyKeys.scope, claimed.scope), eq(idempotencyKeys.key, claimed.key));
    if (reply.statusCode >= 500) {
      await app.db.delete(idempotencyKeys).where(where);
      return payload;
    }
    await app.db
      .update(idempotencyKeys)
      .set({ status: 'done', responseStatus: reply.statusCode, responseBody: storedBody(payload) })
      .where(where);
    return payload;
  });
});

/** Forgets keys older than IDEMPOTENCY.keyLifetimeHours. */
export async function forgetOldIdempotencyKeys(db: Database): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY.keyLifetimeHours})`))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}

export const idempotencyCleanupJob: ScheduledJob = {
  name: 'idempotency.cleanup',
  cron: IDEMPOTENCY.cleanupCron,
  runAtStart: true,
  async run({ db }) {
    const removed = await forgetOldIdempotencyKeys(db);
    return removed === 1 ? '1 clave de idempotencia olvidada' : `${removed} claves de idempotencia olvidadas`;
  },
};
