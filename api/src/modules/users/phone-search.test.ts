import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { backends, bearer, createTestApp, signInDemo, type TestApp } from '../../test/test-app';

/*
 * Issue 32 item 6: every staff search box finds a person by phone, whatever spaces, dashes or +502
 * the clerk types and whatever the phone was saved with.
 */
const MARIA = 'maria.lopez@gimnasio.demo';

describe.each(backends)('phone search on %s', (backend) => {
  let t: TestApp;
  let staff: Record<string, string>;
  let mariaId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = bearer((await signInDemo(t.app, 'colaborador')).token);
    // María is seeded with '+502 4455 6677'; Sofía's phone is saved without the code and with a dash.
    await t.app.db.update(users).set({ phone: '6611-2299' }).where(eq(users.email, 'sofia.hernandez@gimnasio.demo'));
    const [maria] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, MARIA));
    mariaId = maria!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ url, headers: staff });
  const emailsOf = (list: { email: string }[]) => list.map((user) => user.email);

  it.each(['4455', '4455 6677', '+502 4455', '4455-6677', '+502 4455 6677', '50244556677'])(
    'the desk search finds the member by %j',
    async (typed) => {
      const found = await get(`/api/users/search?q=${encodeURIComponent(typed)}&role=cliente`);
      expect(found.statusCode).toBe(200);
      expect(emailsOf(found.json().data.users)).toEqual([MARIA]);
    },
  );

  it('finds a phone saved without +502 and with a dash by its digits typed any way', async () => {
    for (const typed of ['6611 2299', '+502 6611-2299', '+502 6611', '66112299', '50266112299']) {
      const found = await get(`/api/users/search?q=${encodeURIComponent(typed)}`);
      expect(emailsOf(found.json().data.users)).toEqual(['sofia.hernandez@gimnasio.demo']);
    }
  });

  it('Usuarios lists the member by phone', async () => {
    const found = await get(`/api/users?search=${encodeURIComponent('4455 6677')}`);
    expect(found.statusCode).toBe(200);
    expect(emailsOf(found.json().data.users)).toEqual([MARIA]);
  });

  it('the memberships list finds the member’s memberships by phone', async () => {
    const found = await get(`/api/memberships?search=${encodeURIComponent('+502 4455-6677')}`);
    expect(found.statusCode).toBe(200);
    const list = found.json().data.memberships as { userId: string }[];
    expect(list.length).toBeGreaterThan(0);
    // Every membership of hers, and nobody else's.
    expect(new Set(list.map((membership) => membership.userId))).toEqual(new Set([mariaId]));
  });

  it('the payments search finds the member’s payments by phone', async () => {
    const found = await get(`/api/payments/search?q=${encodeURIComponent('4455-6677')}&limit=50`);
    expect(found.statusCode).toBe(200);
    const list = found.json().data.payments as { payer: { email: string } | null }[];
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((payment) => payment.payer?.email))).toEqual(new Set([MARIA]));
  });

  it('a name search is not read as a phone, and too few digits find no phone', async () => {
    const byName = await get('/api/users/search?q=sofia');
    expect(emailsOf(byName.json().data.users)).toEqual(['sofia.hernandez@gimnasio.demo']);
    // '44' is two digits of María's phone: too few to be read as one.
    const twoDigits = await get('/api/users/search?q=44');
    expect(twoDigits.json().data.users).toEqual([]);
  });

  it('a name or email is found folded (stored users.search_text), and follows a renamed user', async () => {
    // Accents and case forgiven both ways: 'LOPEZ' and 'lópez' find López; part of the email too.
    for (const typed of ['LOPEZ', 'lópez', 'maria lop', 'MARIA.LOPEZ@GIM']) {
      const found = await get(`/api/users?search=${encodeURIComponent(typed)}`);
      expect(found.statusCode).toBe(200);
      expect(emailsOf(found.json().data.users), typed).toContain(MARIA);
    }
    // A name and the email are not read as one text: the end of the name and the start of the email do not join.
    const across = await get(`/api/users?search=${encodeURIComponent('lopezmaria')}`);
    expect(emailsOf(across.json().data.users)).not.toContain(MARIA);
    // The stored text follows the row: a renamed member is found by the new name at once.
    await t.app.db.update(users).set({ lastName: 'Núñez Ávila' }).where(eq(users.id, mariaId));
    const renamed = await get(`/api/users/search?q=${encodeURIComponent('nunez avila')}`);
    expect(emailsOf(renamed.json().data.users)).toEqual([MARIA]);
    const memberships = await get(`/api/memberships?search=${encodeURIComponent('NUÑEZ')}`);
    const list = memberships.json().data.memberships as { userId: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((membership) => membership.userId))).toEqual(new Set([mariaId]));
    await t.app.db.update(users).set({ lastName: 'López' }).where(eq(users.id, mariaId));
  });
});
