import { randomUUID } from 'node:crypto';
import { ACCOUNT_FIELDS, fieldError, GOOGLE_SIGN_IN, GOOGLE_SIGN_IN_MESSAGES, googleAccountNames } from '@gym/domain';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { isUniqueViolation, type Database } from '../../db/client';
import { googleSignIns, users, type UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { recordEvent } from '../../events/outbox';
import { hashPassword } from '../../lib/passwords';
import { hashOpaqueSecret, newOpaqueSecret, secretMatches } from '../../lib/tokens';
import { DEFAULT_PREFERENCES } from '../users/presenter';
import type { GoogleIdentity, GoogleProvider } from './google-provider';
import { findUserByEmail, openSession, type Session, type TokenConfig } from './service';

/** Finished or abandoned sign-ins are kept a day (for a look at what happened), then removed. */
const KEEP_MS = 24 * 3600 * 1000;

/**
 * Starts a sign-in: the provider's URL to send the browser to, and the state the browser keeps
 * (the bff puts it in an httpOnly cookie). The verifier and the nonce stay here.
 */
export async function startGoogleSignIn(
  db: Database,
  provider: GoogleProvider,
): Promise<{ authorizationUrl: string; state: string }> {
  const { authorizationUrl, state, nonce, codeVerifier } = await provider.begin();
  await db.delete(googleSignIns).where(lt(googleSignIns.expiresAt, new Date(Date.now() - KEEP_MS)));
  await db.insert(googleSignIns).values({
    stateHash: hashOpaqueSecret(state),
    nonce,
    codeVerifier,
    expiresAt: new Date(Date.now() + GOOGLE_SIGN_IN.stateTtlSeconds * 1000),
  });
  return { authorizationUrl, state };
}

/** The account of a verified Google address: the existing one, or a new cliente. */
async function accountFor(db: Database, identity: GoogleIdentity & { email: string }): Promise<UserRow> {
  const existing = await findUserByEmail(db, identity.email);
  if (existing) return existing;
  const names = googleAccountNames(identity);
  // Nobody knows this password: the account signs in with Google (docs/operations.md).
  const passwordHash = await hashPassword(randomUUID());
  try {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: identity.email,
          passwordHash,
          firstName: names.firstName,
          lastName: names.lastName,
          role: 'cliente',
          preferences: DEFAULT_PREFERENCES,
        })
        .returning();
      if (!row) throw new Error('user insert returned nothing');
      await recordEvent(tx, 'user.registered', { userId: row.id });
      return row;
    });
    return created;
  } catch (error) {
    // The same person signing in twice at once: the other attempt made the account.
    if (!isUniqueViolation(error)) throw error;
    const made = await findUserByEmail(db, identity.email);
    if (!made) throw error;
    return made;
  }
}

const usable = (user: UserRow) => user.isActive && !user.deletedAt;

/**
 * The browser came back from the provider with `callbackQuery`. The state must be one this api
 * issued, unused and unexpired, and the same the browser kept (`browserState`, its cookie): it is
 * spent here whatever follows, so a replayed answer is refused. The provider's code is exchanged
 * and its ID token verified; only a verified address signs in, linked to the account that has it
 * or to a new cliente. Answers a one-time code the return page exchanges for the session.
 */
export async function finishGoogleSignIn(
  db: Database,
  provider: GoogleProvider,
  input: { callbackQuery: string; browserState?: string | undefined },
): Promise<{ code: string }> {
  const params = new URLSearchParams(input.callbackQuery);
  const state = params.get('state');
  if (!state) throw new AppError(400, GOOGLE_SIGN_IN_MESSAGES.invalidState);
  const [flow] = await db
    .update(googleSignIns)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(googleSignIns.stateHash, hashOpaqueSecret(state)),
        isNull(googleSignIns.usedAt),
        gt(googleSignIns.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!flow || !secretMatches(input.browserState, flow.stateHash))
    throw new AppError(400, GOOGLE_SIGN_IN_MESSAGES.invalidState);

  const identity = await provider.finish(params, { state, nonce: flow.nonce, codeVerifier: flow.codeVerifier });
  if (!identity.emailVerified) throw new AppError(403, GOOGLE_SIGN_IN_MESSAGES.emailUnverified);
  const { email } = identity;
  if (!email || fieldError(ACCOUNT_FIELDS.email, email)) throw new AppError(401, GOOGLE_SIGN_IN_MESSAGES.failed);

  const user = await accountFor(db, { ...identity, email });
  if (!usable(user)) throw new AppError(403, GOOGLE_SIGN_IN_MESSAGES.accountDisabled);
  const handoff = newOpaqueSecret();
  await db
    .update(googleSignIns)
    .set({
      userId: user.id,
      handoffHash: handoff.hash,
      handoffExpiresAt: new Date(Date.now() + GOOGLE_SIGN_IN.handoffTtlSeconds * 1000),
    })
    .where(eq(googleSignIns.id, flow.id));
  return { code: handoff.secret };
}

/** Spends a handoff code, once and before it expires; the session is the one a password sign-in opens. */
export async function googleSession(db: Database, config: TokenConfig, code: string): Promise<Session> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(googleSignIns)
      .set({ handoffUsedAt: new Date() })
      .where(
        and(
          eq(googleSignIns.handoffHash, hashOpaqueSecret(code)),
          isNull(googleSignIns.handoffUsedAt),
          gt(googleSignIns.handoffExpiresAt, new Date()),
        ),
      )
      .returning({ userId: googleSignIns.userId });
    if (!spent?.userId) throw new AppError(401, GOOGLE_SIGN_IN_MESSAGES.codeInvalid);
    const [user] = await tx.update(users).set({ lastLogin: new Date() }).where(eq(users.id, spent.userId)).returning();
    if (!user || !usable(user)) throw new AppError(403, GOOGLE_SIGN_IN_MESSAGES.accountDisabled);
    return openSession(tx, config, user);
  });
}
