import { and, eq, exists, gt, isNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { refreshTokens, users, type RefreshTokenRow } from '../db/schema/index';
import { hashRefreshToken, newRefreshToken } from './tokens';

/**
 * The refresh-token store: sign-ins (auth) open and rotate them; account changes (users) end
 * them; the auth plugin asks on every request whether a sign-in is still alive (`liveSessionOf`).
 * It sits in the kernel, below the plugin and both modules, so none of them imports a module.
 */

export async function issueRefreshToken(
  db: Executor,
  ttlDays: number,
  userId: string,
  familyId: string,
): Promise<{ token: string; id: string }> {
  const { token, hash } = newRefreshToken();
  const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
  const [row] = await db
    .insert(refreshTokens)
    .values({ userId, tokenHash: hash, familyId, expiresAt })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('refresh token insert returned nothing');
  return { token, id: row.id };
}

export async function findRefreshToken(db: Executor, token: string): Promise<RefreshTokenRow | undefined> {
  const [stored] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
    .limit(1);
  return stored;
}

/** Ends one sign-in: every token of its rotation family. */
export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every sign-in of a user (deactivated, deleted or given a new password). */
export async function revokeAllForUser(db: Executor, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Ends every other sign-in of a user (a password change): the sign-in that made the change stays.
 * Their access tokens die with them (see `liveSessionOf`).
 */
export async function revokeOtherSessions(db: Executor, userId: string, keepFamilyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keepFamilyId), isNull(refreshTokens.revokedAt)),
    );
}

/**
 * True while the sign-in `sessionId` of the user row being read is alive: its family still has an
 * unused, unexpired refresh token. Rotation revokes the old token only together with issuing the
 * next, so a live sign-in always has one; logout, a password change and a reused token revoke them
 * all. Read in the same statement as the user (one indexed lookup per authenticated request).
 */
export function liveSessionOf(db: Executor, sessionId: string | Placeholder): SQL<boolean> {
  const unused = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sessionId),
        eq(refreshTokens.userId, users.id),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    );
  return sql<boolean>`${exists(unused)}`;
}

/**
 * Marks a token used, only if nobody else did first: of two concurrent refreshes with the same
 * token only one gets true.
 */
export async function revokeIfUnused(db: Executor, id: string): Promise<boolean> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return revoked.length > 0;
}

/** The token as it is now (its `revoked_at` and `replaced_by_id` as the last commit left them). */
export async function refreshTokenById(db: Executor, id: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1);
  return row;
}

/**
 * True when a used refresh token comes back as the same client retrying: it was rotated (not
 * revoked by a logout or a password change) less than `graceMs` ago, and its sign-in is still
 * alive (a logout since then ends the grace too).
 */
export async function isRetryWithinGrace(db: Executor, token: RefreshTokenRow, graceMs: number): Promise<boolean> {
  if (!token.replacedById || !token.revokedAt) return false;
  if (Date.now() - token.revokedAt.getTime() >= graceMs) return false;
  const [live] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, token.familyId),
        eq(refreshTokens.userId, token.userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return live !== undefined;
}

export async function linkReplacement(db: Executor, id: string, replacedById: string): Promise<void> {
  await db.update(refreshTokens).set({ replacedById }).where(eq(refreshTokens.id, id));
}
