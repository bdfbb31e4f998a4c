import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_ADMIN_MESSAGES, MESSAGE_KIND_LABELS, MESSAGE_KINDS } from '@gym/domain';
import { auditEvents, messages } from '../../db/schema/index';
import { bearer, createTestApp, signInDemo, type TestApp } from '../../test/test-app';

type KindsAnswer = Record<string, { label: string; enabled: boolean; alwaysOn: boolean }>;

describe("the admin's switch per message kind (GET/PUT /api/messages/settings)", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let staff: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(
      'pglite',
      { jobs: { enabled: true, relayIntervalMs: 100 } },
      { jobTuning: { pollingIntervalSeconds: 0.5 } },
    );
    admin = bearer((await signInDemo(t.app, 'admin')).token);
    staff = bearer((await signInDemo(t.app, 'colaborador')).token);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const read = () => t.app.inject({ url: '/api/messages/settings', headers: admin });
  const save = (kinds: Record<string, unknown>, headers = admin) =>
    t.app.inject({ method: 'PUT', url: '/api/messages/settings', headers, payload: { kinds } });
  const register = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Rocío', lastName: 'Pérez', email, password: 'Rutina2026' },
    });
    expect(response.statusCode).toBe(201);
  };
  const welcomesTo = (email: string) =>
    t.app.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.kind, 'welcome'), eq(messages.recipient, email)));
  /** The queue writes in the background: the messages table after it had time to. */
  async function welcomesAfterAWhile(email: string, expectOne: boolean) {
    const until = Date.now() + (expectOne ? 15_000 : 3_000);
    while (Date.now() < until) {
      if ((await welcomesTo(email)).length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return (await welcomesTo(email)).length;
  }

  it('every kind is on by default, with its label; the password reset is marked as always on', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    const kinds = response.json().data.kinds as KindsAnswer;
    expect(Object.keys(kinds)).toEqual([...MESSAGE_KINDS]);
    for (const kind of MESSAGE_KINDS) {
      expect(kinds[kind]).toEqual({
        label: MESSAGE_KIND_LABELS[kind],
        enabled: true,
        alwaysOn: kind === 'password_reset',
      });
    }
  });

  it("with 'welcome' off a new registration queues no welcome; the rest stay on; one audit row", async () => {
    const response = await save({ welcome: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGE_ADMIN_MESSAGES.settingsSaved);
    const kinds = response.json().data.kinds as KindsAnswer;
    expect(kinds.welcome!.enabled).toBe(false);
    expect(kinds.order_received!.enabled).toBe(true);
    expect(((await read()).json().data.kinds as KindsAnswer).welcome!.enabled).toBe(false);

    const audit = await t.app.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.entityType, 'message_settings'));
    expect(audit).toEqual([{ action: 'update', details: { before: { welcome: true }, after: { welcome: false } } }]);

    await register('rocio.sin.bienvenida@correo.gt');
    expect(await welcomesAfterAWhile('rocio.sin.bienvenida@correo.gt', false)).toBe(0);
  });

  it('a partial update leaves the other kinds as they were; a repeat changes nothing and writes no audit', async () => {
    expect((await save({ order_status: false })).statusCode).toBe(200);
    const kinds = ((await read()).json().data.kinds as KindsAnswer) ?? {};
    expect(kinds.welcome!.enabled).toBe(false);
    expect(kinds.order_status!.enabled).toBe(false);
    expect((await save({ order_status: false })).statusCode).toBe(200);
    const audit = await t.app.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(eq(auditEvents.entityType, 'message_settings'));
    expect(audit).toHaveLength(2);
  });

  it("turning 'welcome' on again: the next registration is welcomed", async () => {
    const response = await save({ welcome: true, order_status: true });
    expect(response.statusCode).toBe(200);
    expect(Object.values(response.json().data.kinds as KindsAnswer).every((kind) => kind.enabled)).toBe(true);
    await register('rocio.con.bienvenida@correo.gt');
    expect(await welcomesAfterAWhile('rocio.con.bienvenida@correo.gt', true)).toBe(1);
  });

  it('the password reset cannot be turned off (400, in Spanish); nothing changes', async () => {
    const response = await save({ password_reset: false, welcome: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGE_ADMIN_MESSAGES.kindAlwaysOn(MESSAGE_KIND_LABELS.password_reset));
    const kinds = (await read()).json().data.kinds as KindsAnswer;
    expect(kinds.password_reset!.enabled).toBe(true);
    expect(kinds.welcome!.enabled).toBe(true);
    // Saying it stays on is no change.
    expect((await save({ password_reset: true })).statusCode).toBe(200);
  });

  it('an unknown kind is a 422 with a Spanish message; a switch that is not true or false too', async () => {
    const unknown = await save({ boletin: false });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(MESSAGE_ADMIN_MESSAGES.unknownKind('boletin'));
    const notBoolean = await save({ welcome: 'no' });
    expect(notBoolean.statusCode).toBe(422);
    expect(notBoolean.json().message).toBe(MESSAGE_ADMIN_MESSAGES.kindSwitch);
  });

  it('a colaborador may neither read nor change them (403)', async () => {
    const readByStaff = await t.app.inject({ url: '/api/messages/settings', headers: staff });
    expect(readByStaff.statusCode).toBe(403);
    expect(readByStaff.json().message).toBe(MESSAGE_ADMIN_MESSAGES.forbidden);
    expect((await save({ welcome: false }, staff)).statusCode).toBe(403);
    expect(((await read()).json().data.kinds as KindsAnswer).welcome!.enabled).toBe(true);
    expect((await t.app.inject({ url: '/api/messages/settings' })).statusCode).toBe(401);
  });
});
