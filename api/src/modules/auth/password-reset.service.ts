/**
 * Account recovery by e-mail. A request answers the same whether or not the address has an
 * account; for a live account it stores a single-use token (only its SHA-256 hash) and queues the
 * mail with the link in the same transaction, so the mail leaves only if the token was kept. A
 * reset spends the token under a row lock (two resets with one token: one wins), sets the
 * password, closes the user's other open requests and ends every sign-in of the account.
 */
import { PASSWORD_RESET, PASSWORD_RESET_MESSAGES, passwordResetLink } from '@gym/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { passwordResets, users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { revokeAllForUser } from '../../lib/sessions';
import { hashOpaqueSecret, newOpaqueSecret } from '../../lib/tokens';
import { queueEmail } from '../messages/compose';
import type { LoginAttemptStore } from './login-attempts';
import { findUserByEmail } from './service';

export interface ResetRequestLimits {
  /** Requests per e-mail and client address (PASSWORD_RESET.perAddress's window). */
  perAddress: LoginAttemptStore;
  /** Requests per e-mail from any address (PASSWORD_RESET.perAccount's window). */
  perAccount: LoginAttemptStore;
}

const limitKeys = {
  address: (email: string, ip: string) => `password-reset:${email}|${ip}`,
  account: (email: string) => `password-reset:${email}`,
};

/** Counts the request, whether or not the address has an account (a 429 must not tell either). */
export async function takeRequestTurn(limits: ResetRequestLimits, email: string, ip: string): Promise<void> {
  const address = limitKeys.address(email, ip);
  const account = limitKeys.account(email);
  if (
    (await limits.perAddress.failures(address)) >= PASSWORD_RESET.perAddress.max ||
    (await limits.perAccount.failures(account)) >= PASSWORD_RESET.perAccount.max
  ) {
    throw new AppError(429, PASSWORD_RESET_MESSAGES.tooManyRequests);
  }
  await limits.perAddress.recordFailure(address);
  await limits.perAccount.recordFailure(account);
}

/**
 * The work behind a counted request (`takeRequestTurn` first): for a live account, the token and
 * its mail. The route answers before this runs, so the answer takes as long for an address with an
 * account as for one without (the timing would otherwise tell which addresses have accounts).
 */
export async function requestPasswordReset(
  db: Database,
  config: Pick<AppConfig, 'publicUrl'>,
  input: { email: string },
): Promise<void> {
  const user = await findUserByEmail(db, input.email);
  // An unknown, deactivated or deleted account: nothing is stored or sent, and the answer is the same.
  if (!user || !user.isActive || user.deletedAt) return;
  const { secret: token, hash } = newOpaqueSecret();
  const expiresAt = new Date(Date.now() + PASSWORD_RESET.tokenTtlMinutes * 60_000);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash: hash, expiresAt })
      .returning({ id: passwordResets.id });
    if (!reset) throw new Error('password reset insert returned nothing');
    await queueEmail(
      { db: tx, config },
      {
        kind: 'password_reset',
        to: user.email,
        userId: user.id,
        sourceId: reset.id,
        dedupeKey: `reset:${reset.id}`,
        content: {
          subject: 'Restablece tu contraseña',
          preheader: `El enlace funciona una sola vez durante ${PASSWORD_RESET.tokenTtlMinutes} minutos.`,
          title: `Hola, ${user.firstName}`,
          paragraphs: [
            'Recibimos una solicitud para restablecer la contraseña de tu cuenta. Para elegir una nueva, abre el enlace de abajo.',
            `El enlace funciona una sola vez y vence en ${PASSWORD_RESET.tokenTtlMinutes} minutos.`,
          ],
          button: { label: 'Restablecer mi contraseña', url: passwordResetLink(config.publicUrl, token) },
          footnote: 'Si no pediste este cambio, ignora este correo: tu contraseña sigue siendo la misma.',
        },
      },
    );
    await recordAudit(tx, {
      entityType: 'user',
      entityId: user.id,
      action: 'password_reset_requested',
      details: { resetId: reset.id },
    });
  });
}

export async function resetPassword(db: Database, input: { token: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const tokenHash = hashOpaqueSecret(input.token);
  await db.transaction(async (tx) => {
    // The lock makes a second reset with the same token wait, then read it used.
    const [reset] = await tx.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).for('update');
    if (!reset || reset.usedAt || reset.expiresAt.getTime() <= Date.now()) {
      throw new AppError(400, PASSWORD_RESET_MESSAGES.invalidToken);
    }
    const [user] = await tx.select().from(users).where(eq(users.id, reset.userId));
    if (!user || !user.isActive || user.deletedAt) throw new AppError(400, PASSWORD_RESET_MESSAGES.invalidToken);
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    // This token and every other open one of the account: an older mail no longer works.
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await revokeAllForUser(tx, user.id);
    await recordAudit(tx, {
      entityType: 'user',
      entityId: user.id,
      action: 'password_reset',
      actorId: user.id,
      details: { resetId: reset.id },
    });
  });
}
