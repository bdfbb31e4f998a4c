import { PASSWORD_MESSAGES, PASSWORD_RESET_MESSAGES } from '@gym/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, messages, passwordResets, users } from '../../db/schema/index';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { eventually, startSmtp } from '../../test/smtp';

const LINK = /https:\/\/gym\.example\/reset-password#token=([A-Za-z0-9_-]{43})/;

describe.each(backends)('password reset by e-mail on %s', (backend) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const logLines: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(
      backend,
      {
        jobs: { enabled: true, relayIntervalMs: 100 },
        mail: { smtpUrl: smtp.url, from: 'Gimnasio Demo <avisos@gimnasio.demo>' },
        publicUrl: 'https://gym.example',
        logLevel: 'trace',
      },
      { jobTuning: { pollingIntervalSeconds: 0.5 }, logStream: { write: (line) => void logLines.push(line) } },
    );
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** The reset mails to an address (a new account also gets its welcome). */
  const mailsTo = (address: string) =>
    smtp.received.filter(
      (m) => m.subject === 'Restablece tu contraseña' && JSON.stringify(m.to ?? '').includes(address),
    );
  const register = async (email: string, password = 'Rutina2026') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Rocío', lastName: 'Pérez', email, password },
    });
    expect(response.statusCode, response.body).toBe(201);
    return {
      userId: response.json().data.user.id as string,
      refreshToken: response.json().data.refreshToken as string,
    };
  };
  const forgot = (email: string, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: '10.9.9.9' });
  /** Asks for a link and answers the token of the newest mail to the address. */
  const requestToken = async (email: string, remoteAddress?: string) => {
    const before = mailsTo(email).length;
    expect((await forgot(email, remoteAddress)).statusCode).toBe(200);
    await eventually(() => mailsTo(email).length > before);
    const mail = mailsTo(email).at(-1)!;
    return LINK.exec(mail.text ?? '')![1]!;
  };

  const resetMessageTo = (recipient: string) =>
    and(eq(messages.recipient, recipient), eq(messages.kind, 'password_reset'));

  it('answers the same for a known and an unknown address, and mails only the known one a link with the token in the fragment', async () => {
    await register('rocio.olvido@correo.gt');
    const known = await forgot('Rocio.Olvido@correo.gt', '10.0.0.2');
    const unknown = await forgot('nadie.aqui@correo.gt', '10.0.0.2');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.requested });
    expect(unknown.json()).toEqual(known.json());

    await eventually(() => mailsTo('rocio.olvido@correo.gt').length === 1);
    const [mail] = mailsTo('rocio.olvido@correo.gt');
    expect(mail!.subject).toBe('Restablece tu contraseña');
    const token = LINK.exec(mail!.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(String(mail!.html)).toContain(`https://gym.example/reset-password#token=${token}`);

    // Only the hash is stored; the message is kept once per request.
    const rows = await t.app.db.select().from(passwordResets);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    const kept = await t.app.db.select().from(messages).where(eq(messages.kind, 'password_reset'));
    expect(kept.filter((m) => m.recipient === 'rocio.olvido@correo.gt')).toHaveLength(1);
    expect(kept.some((m) => m.dedupeKey.startsWith('reset:'))).toBe(true);
    // Once sent, the copy the admin can read in 'Mensajes' holds no usable link.
    await eventually(async () => {
      const [row] = await t.app.db.select().from(messages).where(resetMessageTo('rocio.olvido@correo.gt'));
      return row?.status === 'sent';
    });
    // Her welcome mail is kept too: the reset's copy is the one read.
    const [stored] = await t.app.db.select().from(messages).where(resetMessageTo('rocio.olvido@correo.gt'));
    expect(`${stored!.text}${stored!.html}`).not.toContain(token!);
    expect(stored!.text).toContain('#token=[retirado]');
    // Give the queue time to reach a mail for the unknown address, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo('nadie.aqui@correo.gt')).toHaveLength(0);
  });

  it('sends nothing to a deactivated account, and answers the same', async () => {
    const { userId } = await register('rocio.inactiva@correo.gt');
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, userId));
    const response = await forgot('rocio.inactiva@correo.gt', '10.0.0.3');
    expect(response.json()).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.requested });
    expect(await t.app.db.select().from(passwordResets).where(eq(passwordResets.userId, userId))).toHaveLength(0);
  });

  it('resets once: the new password signs in, the old one and the old sign-in do not, and the link then is refused', async () => {
    const { userId, refreshToken } = await register('rocio.cambio@correo.gt', 'Mancuerna7Roja');
    const token = await requestToken('rocio.cambio@correo.gt', '10.0.0.4');

    const done = await reset(token, 'Nueva2026x');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(PASSWORD_RESET_MESSAGES.done);

    expect((await login('rocio.cambio@correo.gt', 'Mancuerna7Roja')).statusCode).toBe(401);
    expect((await login('rocio.cambio@correo.gt', 'Nueva2026x')).statusCode).toBe(200);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
    expect(refreshed.statusCode).toBe(401);

    const again = await reset(token, 'Otra2026xy');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PASSWORD_RESET_MESSAGES.invalidToken);

    const audit = await t.app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'user'), eq(auditEvents.entityId, userId)));
    expect(audit.map((row) => row.action).sort()).toEqual(['password_reset', 'password_reset_requested']);
  });

  it('spends a token once even when two resets race with it', async () => {
    await register('rocio.carrera@correo.gt', 'Mancuerna7Roja');
    const token = await requestToken('rocio.carrera@correo.gt', '10.0.0.5');
    const answers = await Promise.all([reset(token, 'PrimeraBarra7'), reset(token, 'SegundaBarra8')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? 'PrimeraBarra7' : 'SegundaBarra8';
    const loser = winner === 'PrimeraBarra7' ? 'SegundaBarra8' : 'PrimeraBarra7';
    expect((await login('rocio.carrera@correo.gt', winner)).statusCode).toBe(200);
    expect((await login('rocio.carrera@correo.gt', loser)).statusCode).toBe(401);
  });

  it('refuses an expired token, an unknown one, and an older link once a newer one was used', async () => {
    const { userId } = await register('rocio.vencida@correo.gt');
    const first = await requestToken('rocio.vencida@correo.gt', '10.0.0.6');
    await t.app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(passwordResets.userId, userId));
    const expired = await reset(first, 'Nueva2026x');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(PASSWORD_RESET_MESSAGES.invalidToken);
    expect((await reset('x'.repeat(43), 'Nueva2026x')).statusCode).toBe(400);

    const older = await requestToken('rocio.vencida@correo.gt', '10.0.0.6');
    const newer = await requestToken('rocio.vencida@correo.gt', '10.0.0.6');
    expect((await reset(newer, 'Nueva2026x')).statusCode).toBe(200);
    expect((await reset(older, 'Otra2026xy')).statusCode).toBe(400);
  });

  it('holds the new password to the registration rule (422 with the same message)', async () => {
    await register('rocio.regla@correo.gt');
    const token = await requestToken('rocio.regla@correo.gt', '10.0.0.7');
    const weak = await reset(token, 'corta');
    expect(weak.statusCode).toBe(422);
    expect(weak.body).toContain(PASSWORD_MESSAGES.rule);
    // The token was not spent by the refusal.
    expect((await reset(token, 'Valida2026')).statusCode).toBe(200);
  });

  it('answers 429 past 3 requests from one address for one e-mail in 15 minutes, known or not', async () => {
    for (const email of ['rocio.limite@correo.gt', 'nadie.limite@correo.gt']) {
      for (let i = 0; i < 3; i += 1) expect((await forgot(email, '10.0.1.1')).statusCode).toBe(200);
      const fourth = await forgot(email, '10.0.1.1');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().message).toBe(PASSWORD_RESET_MESSAGES.tooManyRequests);
    }
    // Another address still may, until the account's own 5 an hour.
    expect((await forgot('nadie.limite@correo.gt', '10.0.1.2')).statusCode).toBe(200);
    expect((await forgot('nadie.limite@correo.gt', '10.0.1.3')).statusCode).toBe(200);
    expect((await forgot('nadie.limite@correo.gt', '10.0.1.4')).statusCode).toBe(429);
  });

  it('never writes a token to the log', async () => {
    await register('rocio.registro@correo.gt');
    const token = await requestToken('rocio.registro@correo.gt', '10.0.0.8');
    expect((await reset(token, 'Nueva2026x')).statusCode).toBe(200);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes(token))).toEqual([]);
  });
});
