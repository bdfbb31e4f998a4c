import { addDays, businessDate } from '@gym/domain';
import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, bearer, createTestApp, signInDemo, type TestApp } from '../test/test-app';
import { effectiveStatusIs } from '../modules/memberships/memberships.service';
import { DEFAULT_PREFERENCES } from '../modules/users/presenter';
import { countedRows, ROW_COUNTS_FOLD_AFTER } from './row-counts';
import { membershipPlans, memberships, payments, rowCounts, users } from './schema/index';

/**
 * The totals staff read under the payments history, the memberships list and the users list come
 * from the row counts the triggers keep (0035_row_counts); each check below compares a list's
 * total with the rows themselves, counted, after changes made through the api and behind its back.
 */
describe.each(backends)('row counts kept by the database on %s', (backend) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let colaborador: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = bearer((await signInDemo(t.app, 'admin')).token);
    colaborador = bearer((await signInDemo(t.app, 'colaborador')).token);
  });
  afterAll(async () => {
    await t?.close();
  });

  const listTotal = async (url: string, headers = admin) => {
    const response = await t.app.inject({ url, headers });
    expect(response.statusCode).toBe(200);
    return (response.json().data as { pagination: { total: number } }).pagination.total;
  };
  const rowsWhere = async (table: PgTable, where?: SQL) =>
    (await t.app.db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

  const expectTotalsMatchTheRows = async () => {
    expect(await listTotal('/api/payments?limit=5')).toBe(await rowsWhere(payments));
    expect(await listTotal('/api/payments?status=pending&limit=5')).toBe(
      await rowsWhere(payments, eq(payments.status, 'pending')),
    );
    expect(await listTotal('/api/payments?status=completed&limit=5')).toBe(
      await rowsWhere(payments, eq(payments.status, 'completed')),
    );
    expect(await listTotal('/api/memberships?limit=5')).toBe(
      await rowsWhere(memberships, isNull(memberships.archivedAt)),
    );
    expect(await listTotal('/api/memberships?status=cancelled&limit=5')).toBe(
      await rowsWhere(memberships, and(isNull(memberships.archivedAt), eq(memberships.status, 'cancelled'))),
    );
    for (const type of ['monthly', 'daily'] as const)
      expect(await listTotal(`/api/memberships?type=${type}&limit=5`)).toBe(
        await rowsWhere(
          memberships,
          and(
            isNull(memberships.archivedAt),
            inArray(
              memberships.planId,
              t.app.db
                .select({ id: membershipPlans.id })
                .from(membershipPlans)
                .where(eq(membershipPlans.durationType, type)),
            ),
          ),
        ),
      );
    expect(await listTotal('/api/users?limit=5')).toBe(await rowsWhere(users, isNull(users.deletedAt)));
    expect(await listTotal('/api/users?role=cliente&isActive=false&limit=5')).toBe(
      await rowsWhere(users, and(isNull(users.deletedAt), eq(users.role, 'cliente'), eq(users.isActive, false))),
    );
    // A colaborador sees clients only: the total is theirs, not everyone's.
    expect(await listTotal('/api/users?limit=5', colaborador)).toBe(
      await rowsWhere(users, and(isNull(users.deletedAt), eq(users.role, 'cliente'))),
    );
  };

  it('starts equal to the seeded rows (the migration counted them)', async () => {
    expect(await rowsWhere(payments)).toBeGreaterThan(0);
    await expectTotalsMatchTheRows();
  });

  it('follows changes made behind the api: a status, an archive, a deactivation, a soft delete and a delete', async () => {
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.status, 'pending')).limit(1);
    const [membership] = await t.app.db.select().from(memberships).where(isNull(memberships.archivedAt)).limit(1);
    const clients = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'cliente'), isNull(users.deletedAt)))
      .limit(2);
    if (!payment || !membership || clients.length < 2) throw new Error('seed rows missing');

    await t.app.db.update(payments).set({ status: 'completed' }).where(eq(payments.id, payment.id));
    await t.app.db.update(memberships).set({ status: 'cancelled' }).where(eq(memberships.id, membership.id));
    await expectTotalsMatchTheRows();

    // Moved to a plan of another type: it leaves one type's total and enters the other's.
    const [otherPlan] = await t.app.db
      .select({ id: membershipPlans.id })
      .from(membershipPlans)
      .where(
        sql`${membershipPlans.durationType} <> (select duration_type from membership_plans where id = ${membership.planId})`,
      )
      .limit(1);
    if (!otherPlan) throw new Error('seed plans missing');
    await t.app.db.update(memberships).set({ planId: otherPlan.id }).where(eq(memberships.id, membership.id));
    await expectTotalsMatchTheRows();

    await t.app.db.update(memberships).set({ archivedAt: new Date() }).where(eq(memberships.id, membership.id));
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, clients[0]!.id));
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, clients[1]!.id));
    await expectTotalsMatchTheRows();

    await t.app.db.delete(payments).where(eq(payments.id, payment.id));
    // An update that moves no row between buckets writes nothing to the log.
    const before = await rowsWhere(rowCounts);
    await t.app.db.update(users).set({ city: 'Antigua' }).where(eq(users.id, clients[0]!.id));
    expect(await rowsWhere(rowCounts)).toBe(before);
    await expectTotalsMatchTheRows();
  });

  it('reads active, pending and expired as of today, before the nightly job stores an ended membership as expired', async () => {
    const byStatus = async (status: 'active' | 'pending' | 'expired') =>
      rowsWhere(memberships, and(isNull(memberships.archivedAt), effectiveStatusIs(status, businessDate())));
    const expectStatusTotals = async () => {
      for (const status of ['active', 'pending', 'expired'] as const)
        expect(await listTotal(`/api/memberships?status=${status}&limit=5`)).toBe(await byStatus(status));
    };
    await expectStatusTotals();
    const running = await t.app.db
      .select({ id: memberships.id, status: memberships.status })
      .from(memberships)
      .where(and(isNull(memberships.archivedAt), inArray(memberships.status, ['active', 'pending'])));
    const active = running.find((m) => m.status === 'active');
    const pending = running.find((m) => m.status === 'pending');
    if (!active || !pending) throw new Error('seed memberships missing');
    // Their last day was yesterday; the nightly job has not run: the stored status is still running.
    await t.app.db
      .update(memberships)
      .set({ endDate: addDays(businessDate(), -1) })
      .where(inArray(memberships.id, [active.id, pending.id]));
    expect(await byStatus('expired')).toBeGreaterThan(0);
    await expectStatusTotals();
  });

  it('counts the users an admin creates through the api', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: {
        firstName: 'Conteo',
        lastName: 'Exacto',
        email: `conteo.${backend}@correo.gt`,
        password: 'Conteo-Exacto-26',
        role: 'cliente',
      },
    });
    expect(created.statusCode).toBe(201);
    await expectTotalsMatchTheRows();
  });

  it('folds a long log into one row per bucket and keeps every total', async () => {
    const many: (typeof users.$inferInsert)[] = Array.from({ length: ROW_COUNTS_FOLD_AFTER + 50 }, (_, i) => ({
      firstName: 'Masivo',
      lastName: String(i),
      email: `masivo.${i}.${backend}@correo.gt`,
      passwordHash: 'not-a-login',
      role: i % 5 === 0 ? 'colaborador' : 'cliente',
      isActive: i % 7 !== 0,
      preferences: DEFAULT_PREFERENCES,
    }));
    await t.app.db.insert(users).values(many);
    const logged = async () => rowsWhere(rowCounts, eq(rowCounts.counter, 'users'));
    expect(await logged()).toBeGreaterThan(ROW_COUNTS_FOLD_AFTER);

    // The read that finds the long log answers the exact total, then folds it.
    expect(await countedRows(t.app.db, 'users')).toBe(await rowsWhere(users, isNull(users.deletedAt)));
    const buckets = await t.app.db
      .selectDistinct({ bucket: rowCounts.bucket })
      .from(rowCounts)
      .where(eq(rowCounts.counter, 'users'));
    expect(await logged()).toBe(buckets.length);
    await expectTotalsMatchTheRows();

    // Writers and folds at once: nothing lost, nothing counted twice.
    await Promise.all([
      ...Array.from({ length: 20 }, (_, i) =>
        t.app.db
          .update(users)
          .set({ isActive: sql`not ${users.isActive}` })
          .where(eq(users.email, `masivo.${i}.${backend}@correo.gt`)),
      ),
      countedRows(t.app.db, 'users'),
      countedRows(t.app.db, 'users'),
    ]);
    await t.app.db.insert(users).values(
      Array.from({ length: ROW_COUNTS_FOLD_AFTER + 1 }, (_, i) => ({
        ...many[0]!,
        email: `segundo.${i}.${backend}@correo.gt`,
      })),
    );
    expect(await countedRows(t.app.db, 'users')).toBe(await rowsWhere(users, isNull(users.deletedAt)));
    await expectTotalsMatchTheRows();
  });
});
