import { randomUUID } from 'node:crypto';
import {
  AUTH_MESSAGES,
  changedFields,
  checkProfileImage,
  isRole,
  PASSWORD_MESSAGES,
  PROFILE_MESSAGES,
  SESSION,
  USER_MESSAGES,
} from '@gym/domain';
import { eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { AppConfig } from '../../config';
import { isUniqueViolation, type Database, type Executor } from '../../db/client';
import { users, type UserRow } from '../../db/schema/index';
import { AppError, retryLater } from '../../lib/errors';
import { recordEvent } from '../../events/outbox';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { signAccessToken } from '../../lib/tokens';
import type { FileStorage } from '../../storage/file-storage';
import {
  findRefreshToken,
  isRetryWithinGrace,
  issueRefreshToken,
  linkReplacement,
  refreshTokenById,
  revokeFamily,
  revokeIfUnused,
  revokeOtherSessions,
} from '../../lib/sessions';
import { DEFAULT_PREFERENCES, toPublicUser, type PublicUser } from '../users/presenter';
import type { LoginAttemptStore } from './login-attempts';
import type { PreferencesInput, ProfilePatchInput, RegisterInput } from './schemas';

export interface Session {
  user: PublicUser;
  token: string;
  refreshToken: string;
}

export type TokenConfig = Pick<
  AppConfig,
  'jwtSecret' | 'jwtIssuer' | 'jwtAudience' | 'accessTokenTtlSeconds' | 'refreshTokenTtlDays'
>;

export async function openSession(
  db: Executor,
  config: TokenConfig,
  user: UserRow,
  familyId = randomUUID(),
): Promise<Session> {
  const role = isRole(user.role) ? user.role : 'cliente';
  const token = await signAccessToken(config, { userId: user.id, role, sessionId: familyId });
  const refresh = await issueRefreshToken(db, config.refreshTokenTtlDays, user.id, familyId);
  return { user: toPublicUser(user), token, refreshToken: refresh.token };
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(randomUUID()));

export interface AttemptLimits {
  attempts: LoginAttemptStore;
  /** Failures of one key (email + IP, or a user's current password) before answering 429. */
  maxFailures: number;
}

export interface LoginContext extends AttemptLimits {
  accountDelay: AppConfig['accountLoginDelay'];
  ip: string;
}

const attemptKeys = {
  fromAddress: (email: string, ip: string) => `login:${email}|${ip}`,
  account: (email: string) => `account:${email}`,
  currentPassword: (userId: string) => `current-password:${userId}`,
};

/** Seconds an account waits after `past` failures beyond the threshold: 1, 2, 4... up to the cap. */
export function accountDelaySeconds(past: number, maxSeconds: number): number {
  return Math.min(2 ** Math.max(past, 0), maxSeconds);
}

/**
 * The account's own limit, whatever the address: past `afterFailures` failures each attempt must
 * wait a growing delay since the last one (429 with Retry-After), never a ban. The attempt is
 * counted as a failure before the password is compared, so a burst of parallel guesses gets one
 * turn (the others see a count that moved and wait); a right password then clears the count.
 * Answers whether the attempt was counted already.
 */
async function takeAccountTurn(context: LoginContext, email: string): Promise<boolean> {
  const { attempts, accountDelay } = context;
  const key = attemptKeys.account(email);
  const failures = await attempts.failures(key);
  const past = failures - accountDelay.afterFailures;
  if (past < 0) return false;
  const waitMs =
    accountDelaySeconds(past, accountDelay.maxSeconds) * 1000 - ((await attempts.sinceLastFailure(key)) ?? 0);
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw retryLater(seconds, AUTH_MESSAGES.accountLoginDelay(seconds));
  }
  if ((await attempts.recordFailure(key)) !== failures + 1) {
    const seconds = accountDelaySeconds(past + 1, accountDelay.maxSeconds);
    throw retryLater(seconds, AUTH_MESSAGES.accountLoginDelay(seconds));
  }
  return true;
}

export async function login(
  db: Database,
  config: TokenConfig,
  input: { email: string; password: string },
  context: LoginContext,
): Promise<Session> {
  const fromAddress = attemptKeys.fromAddress(input.email, context.ip);
  if ((await context.attempts.failures(fromAddress)) >= context.maxFailures) {
    throw new AppError(429, AUTH_MESSAGES.tooManyLoginAttempts);
  }
  const accountCounted = await takeAccountTurn(context, input.email);
  const user = await findUserByEmail(db, input.email);
  // Compare even when the user is unknown so response time does not reveal which emails exist.
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !passwordOk || user.deletedAt) {
    await context.attempts.recordFailure(fromAddress);
    if (!accountCounted) await context.attempts.recordFailure(attemptKeys.account(input.email));
    throw new AppError(401, AUTH_MESSAGES.invalidCredentials);
  }
  if (!user.isActive) throw new AppError(403, AUTH_MESSAGES.accountDisabled);
  await context.attempts.reset(fromAddress);
  await context.attempts.reset(attemptKeys.account(input.email));
  const [updated] = await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id)).returning();
  return openSession(db, config, updated ?? user);
}

export async function register(db: Database, config: TokenConfig, input: RegisterInput): Promise<Session> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone ?? null,
          dateOfBirth: input.dateOfBirth ?? null,
          role: 'cliente',
          preferences: DEFAULT_PREFERENCES,
          lastLogin: new Date(),
        })
        .returning();
      if (!created) throw new Error('user insert returned nothing');
      await recordEvent(tx, 'user.registered', { userId: created.id });
      return openSession(tx, config, created);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, USER_MESSAGES.emailTaken);
    throw error;
  }
}

/**
 * Rotates a refresh token. A token that was already rotated or revoked is a sign of theft:
 * the whole family (every descendant of that sign-in) is revoked. Except a token rotated less than
 * `SESSION.refreshRetryGraceMs` ago whose sign-in is alive: that is the same client again (two tabs
 * refreshing at once, an answer lost on the way), and it gets another pair of the same sign-in.
 */
export async function refresh(db: Database, config: TokenConfig, token: string): Promise<Session> {
  const stored = await findRefreshToken(db, token);
  if (!stored) throw new AppError(401, AUTH_MESSAGES.refreshInvalid);
  const reused = async () => {
    await revokeFamily(db, stored.familyId);
    return new AppError(401, AUTH_MESSAGES.refreshInvalid);
  };
  if (stored.revokedAt && !(await isRetryWithinGrace(db, stored, SESSION.refreshRetryGraceMs))) throw await reused();
  if (stored.expiresAt.getTime() <= Date.now()) throw new AppError(401, AUTH_MESSAGES.refreshInvalid);

  const [user] = await db.select().from(users).where(eq(users.id, stored.userId)).limit(1);
  if (!user || !user.isActive || user.deletedAt) throw await reused();

  const session = await db.transaction(async (tx) => {
    // Of two concurrent refreshes with the same token only one rotates it; the other waits for it
    // and, being within the grace, is the retry case above.
    const rotates = !stored.revokedAt && (await revokeIfUnused(tx, stored.id));
    if (!rotates) {
      const now = await refreshTokenById(tx, stored.id);
      if (!now || !(await isRetryWithinGrace(tx, now, SESSION.refreshRetryGraceMs))) return null;
    }
    const next = await issueRefreshToken(tx, config.refreshTokenTtlDays, user.id, stored.familyId);
    if (rotates) await linkReplacement(tx, stored.id, next.id);
    const role = isRole(user.role) ? user.role : 'cliente';
    const accessToken = await signAccessToken(config, { userId: user.id, role, sessionId: stored.familyId });
    return { user: toPublicUser(user), token: accessToken, refreshToken: next.token };
  });
  if (!session) throw await reused();
  return session;
}

/**
 * Logout ends the sign-in the refresh token belongs to (its whole rotation family), and the one a
 * valid access token names: either way that sign-in's access tokens stop working too.
 */
export async function logout(db: Database, token: string | undefined, sessionId?: string): Promise<void> {
  const stored = token ? await findRefreshToken(db, token) : undefined;
  if (stored) await revokeFamily(db, stored.familyId);
  if (sessionId && sessionId !== stored?.familyId) await revokeFamily(db, sessionId);
}

const PROFILE_KEYS = [
  'firstName',
  'lastName',
  'phone',
  'dateOfBirth',
  'address',
  'city',
  'zipCode',
  'bio',
  'emergencyContact',
  'billingTaxId',
  'billingName',
] as const;

export async function updateProfile(
  db: Database,
  user: UserRow,
  input: ProfilePatchInput,
): Promise<{ user: PublicUser; changedFields: string[] }> {
  const next: Partial<Record<(typeof PROFILE_KEYS)[number], unknown>> = {};
  for (const key of PROFILE_KEYS) if (input[key] !== undefined) next[key] = input[key];
  const current = Object.fromEntries(PROFILE_KEYS.map((key) => [key, user[key]]));
  const changed = changedFields(current, next) as (typeof PROFILE_KEYS)[number][];
  if (changed.length === 0) throw new AppError(400, PROFILE_MESSAGES.nothingToUpdate);

  const patch = Object.fromEntries(changed.map((key) => [key, next[key]])) as Partial<UserRow>;
  const [updated] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new AppError(404, USER_MESSAGES.notFound);
  return { user: toPublicUser(updated), changedFields: changed };
}

/**
 * A new password for the signed-in user. Guessing the current one is limited like a sign-in (429
 * after `maxFailures` wrong ones). Every other sign-in of the account ends with its refresh and
 * access tokens; the one that made the change goes on (it proved the current password).
 */
export async function changePassword(
  db: Database,
  user: { row: UserRow; sessionId: string },
  input: { currentPassword: string; newPassword: string },
  limits: AttemptLimits,
): Promise<void> {
  const key = attemptKeys.currentPassword(user.row.id);
  if ((await limits.attempts.failures(key)) >= limits.maxFailures) {
    throw new AppError(429, PASSWORD_MESSAGES.tooManyAttempts);
  }
  if (!(await verifyPassword(input.currentPassword, user.row.passwordHash))) {
    await limits.attempts.recordFailure(key);
    throw new AppError(401, PASSWORD_MESSAGES.currentIncorrect);
  }
  await limits.attempts.reset(key);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.row.id));
    await revokeOtherSessions(tx, user.row.id, user.sessionId);
  });
}

export async function updatePreferences(db: Database, user: UserRow, input: PreferencesInput): Promise<PublicUser> {
  const current = toPublicUser(user).preferences;
  const preferences = {
    theme: input.theme ?? current.theme,
    language: input.language ?? current.language,
    notifications: { ...current.notifications, ...input.notifications },
  };
  const [updated] = await db
    .update(users)
    .set({ preferences, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new AppError(404, USER_MESSAGES.notFound);
  return toPublicUser(updated);
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Stores a new profile image (judged by its bytes) and removes the one it replaces. */
export async function replaceProfileImage(
  db: Database,
  storage: FileStorage,
  user: UserRow,
  data: Buffer,
): Promise<{ profileImage: string; publicId: string }> {
  const detected = await fileTypeFromBuffer(data);
  const check = checkProfileImage(data.length, detected?.mime);
  if (!check.ok) throw new AppError(check.status, check.message);
  const mime = detected?.mime ?? '';
  const publicId = randomUUID();
  const stored = await storage.save(`profiles/${publicId}.${EXTENSIONS[mime] ?? 'bin'}`, data, mime);

  let previousKey: string | null;
  try {
    previousKey = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ key: users.profileImageKey })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      await tx
        .update(users)
        .set({ profileImage: stored.url, profileImageKey: stored.key, updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
      return before?.key ?? null;
    });
  } catch (error) {
    await storage.remove(stored.key);
    throw error;
  }
  if (previousKey && previousKey !== stored.key) await storage.remove(previousKey);
  return { profileImage: stored.url, publicId };
}
