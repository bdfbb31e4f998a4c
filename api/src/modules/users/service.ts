import {
  businessDate,
  growthFirstMonth,
  monthlySeries,
  ROLE_LABELS,
  ROLES,
  type ReportBreakdownLine,
  canCreateUser,
  canDeleteUser,
  canEditUser,
  canListUsers,
  canViewUserDetails,
  PAGINATION,
  statsScopeRoles,
  USER_MESSAGES,
  validateUserSearchQuery,
  viewableRoles,
  type Actor,
  type Role,
  isUuid,
  pageCount,
} from '@gym/domain';
import { and, count, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { businessDay, businessMonthStart } from '../../db/business-day';
import { isUniqueViolation, type Database, type Executor } from '../../db/client';
import { countedRows } from '../../db/row-counts';
import { users, visits, type UserRow } from '../../db/schema/index';
import { AppError, authorize } from '../../lib/errors';
import { foldedContainsPattern, phoneDigitsContain } from '../../lib/search';
import { hashPassword } from '../../lib/passwords';
import { revokeAllForUser } from '../../lib/sessions';
import { DEFAULT_PREFERENCES, toPublicUser, type PublicUser } from './presenter';
import { type CreateUserInput, type ListUsersQuery, type UpdateUserInput } from './schemas';

/**
 * Name or email contains the text, forgiving accents and case ('jose' finds 'José'), or the phone
 * holds the typed number whatever its spaces, dashes or +502 ('4455 6677' finds '+502 4455-6677').
 */
function matchesText(text: string): SQL | undefined {
  return or(sql`${users.searchText} like ${foldedContainsPattern(text)}`, phoneDigitsContain(text, users.phoneDigits));
}

function visibleRoles(actor: Actor, role?: Role): Role[] {
  return viewableRoles(actor).filter((r) => role === undefined || r === role);
}

function visibleTo(actor: Actor, role?: Role): SQL | undefined {
  const allowed = visibleRoles(actor, role);
  // An empty IN () is invalid SQL; "no visible roles" must match nothing.
  if (allowed.length === 0) return sql`false`;
  return and(isNull(users.deletedAt), inArray(users.role, allowed));
}

/** The row counts' buckets of users (not deleted) of these roles, active, inactive or both. */
function userBuckets(roles: Role[], isActive?: boolean): string[] {
  const states = isActive === undefined ? ['active', 'inactive'] : [isActive ? 'active' : 'inactive'];
  return roles.flatMap((role) => states.map((state) => `${role}:${state}`));
}

export async function listUsers(
  db: Database,
  actor: Actor,
  query: ListUsersQuery,
): Promise<{ users: PublicUser[]; pagination: { total: number; page: number; pages: number; limit: number } }> {
  authorize(canListUsers(actor));
  const where = and(
    visibleTo(actor, query.role),
    query.search ? matchesText(query.search) : undefined,
    query.isActive === undefined ? undefined : eq(users.isActive, query.isActive),
    query.ids ? (query.ids.length > 0 ? inArray(users.id, query.ids) : sql`false`) : undefined,
  );
  const page = (extra: { matched?: SQL<number> } = {}) =>
    db
      .select({ user: users, ...extra })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
  let total: number;
  let rows: UserRow[];
  if (query.search || query.ids) {
    // A search scans the users once: the page and its total (a window count) from the same rows.
    const found = await page({ matched: sql<number>`count(*) over()`.mapWith(Number) });
    rows = found.map((row) => row.user);
    total =
      found[0]?.matched ??
      (query.page > 1 ? ((await db.select({ total: count() }).from(users).where(where))[0]?.total ?? 0) : 0);
  } else {
    [total, rows] = await Promise.all([
      countedRows(db, 'users', userBuckets(visibleRoles(actor, query.role), query.isActive)),
      page().then((found) => found.map((row) => row.user)),
    ]);
  }
  return {
    users: rows.map(toPublicUser),
    pagination: { total, page: query.page, pages: pageCount(total, query.limit), limit: query.limit },
  };
}

export async function searchUsers(
  db: Database,
  actor: Actor,
  q: string | undefined,
  role?: Role,
): Promise<PublicUser[]> {
  authorize(canListUsers(actor));
  const problem = validateUserSearchQuery(q);
  if (problem) throw new AppError(400, problem);
  const rows = await db
    .select()
    .from(users)
    .where(and(visibleTo(actor, role), matchesText((q ?? '').trim())))
    .orderBy(users.firstName, users.lastName)
    .limit(PAGINATION.defaultLimit);
  return rows.map(toPublicUser);
}

export async function userStats(db: Database, actor: Actor, today: string = businessDate()) {
  authorize(canListUsers(actor));
  const roles = statsScopeRoles(actor);
  const monthStart = businessMonthStart();
  const [[row], growth] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${users.isActive})`.mapWith(Number),
        newThisMonth: sql<number>`count(*) filter (where ${users.createdAt} >= ${monthStart})`.mapWith(Number),
        admin: sql<number>`count(*) filter (where ${users.role} = 'admin')`.mapWith(Number),
        colaborador: sql<number>`count(*) filter (where ${users.role} = 'colaborador')`.mapWith(Number),
        cliente: sql<number>`count(*) filter (where ${users.role} = 'cliente')`.mapWith(Number),
      })
      .from(users)
      .where(roles.length ? and(isNull(users.deletedAt), inArray(users.role, roles)) : sql`false`),
    userGrowth(db, today, roles),
  ]);
  const total = row?.total ?? 0;
  const active = row?.active ?? 0;
  const newThisMonth = row?.newThisMonth ?? 0;
  const byRole = { admin: row?.admin ?? 0, colaborador: row?.colaborador ?? 0, cliente: row?.cliente ?? 0 };
  return {
    total,
    active,
    inactive: total - active,
    newThisMonth,
    byRole,
    // The staff spec's names for the reports (§7), beside the ones the screens already read.
    totalUsers: total,
    totalActiveUsers: active,
    newUsersThisMonth: newThisMonth,
    roleStats: ROLES.map((role) => ({ role, label: ROLE_LABELS[role], count: byRole[role] })),
    userGrowth: growth.map((line) => ({ month: line.key, label: line.label, count: line.count })),
  };
}

/**
 * New users per month, this month and the twelve before it, oldest first, a month without any
 * as zero (whole users: a count, never an average). Only users of `roles` when given.
 */
export async function userGrowth(
  db: Executor,
  today: string = businessDate(),
  roles?: readonly string[],
): Promise<ReportBreakdownLine[]> {
  const month = sql<string>`to_char(${businessDay(users.createdAt)}, 'YYYY-MM')`;
  const first = growthFirstMonth(today);
  const conditions = [isNull(users.deletedAt), sql`${businessDay(users.createdAt)} >= ${`${first}-01`}::date`];
  if (roles) conditions.push(roles.length ? inArray(users.role, [...roles]) : sql`false`);
  const rows = await db
    .select({ key: month, count: count() })
    .from(users)
    .where(and(...conditions))
    .groupBy(month)
    .orderBy(month);
  return monthlySeries(rows, first, today.slice(0, 7));
}

/** Clients with at least `minVisits` paid daily visits in the last `days` days, most frequent first. */
export async function frequentDailyClients(db: Database, actor: Actor, days: number, minVisits: number) {
  authorize(canListUsers(actor));
  const visitCount = sql<number>`count(${visits.id})`.mapWith(Number);
  const lastVisit = sql<Date>`max(${visits.visitedAt})`.mapWith(visits.visitedAt);
  const rows = await db
    .select({ user: users, visits: visitCount, lastVisit })
    .from(visits)
    .innerJoin(users, eq(users.id, visits.userId))
    .where(
      and(
        eq(visits.visitType, 'daily'),
        gte(visits.visitedAt, sql`now() - make_interval(days => ${days})`),
        eq(users.role, 'cliente'),
        isNull(users.deletedAt),
      ),
    )
    .groupBy(users.id)
    .having(sql`count(${visits.id}) >= ${minVisits}`)
    .orderBy(desc(visitCount), desc(lastVisit));
  return rows.map((row) => ({
    userId: row.user.id,
    user: toPublicUser(row.user),
    visits: row.visits,
    lastVisit: new Date(row.lastVisit).toISOString(),
  }));
}

async function findLiveUser(db: Database, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function getUser(db: Database, actor: Actor, id: string): Promise<PublicUser> {
  authorize(canListUsers(actor));
  const target = await findLiveUser(db, id);
  if (!target) throw new AppError(404, USER_MESSAGES.notFound);
  authorize(canViewUserDetails(actor, target));
  return toPublicUser(target);
}

export async function createUser(db: Database, actor: Actor, input: CreateUserInput): Promise<PublicUser> {
  authorize(canCreateUser(actor, input.role));
  const { password, ...fields } = input;
  const passwordHash = await hashPassword(password);
  try {
    const [created] = await db
      .insert(users)
      .values({ ...fields, passwordHash, preferences: DEFAULT_PREFERENCES })
      .returning();
    if (!created) throw new Error('user insert returned nothing');
    return toPublicUser(created);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, USER_MESSAGES.emailTaken);
    throw error;
  }
}

export async function updateUser(db: Database, actor: Actor, id: string, input: UpdateUserInput): Promise<PublicUser> {
  // Refuse by role before revealing whether the id exists.
  authorize(canEditUser(actor, { id, role: 'cliente' }));
  const target = await findLiveUser(db, id);
  if (!target) throw new AppError(404, USER_MESSAGES.notFound);
  authorize(canEditUser(actor, target, { role: input.role }));

  const { password, ...fields } = input;
  const patch: Partial<UserRow> = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  if (password) patch.passwordHash = await hashPassword(password);
  try {
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, target.id))
        .returning();
      if (!row) throw new AppError(404, USER_MESSAGES.notFound);
      // A new role, a deactivation or a password set by staff ends every sign-in of the account
      // (refresh tokens revoked; their access tokens die with them): the person signs in again
      // and gets the screens of what they are now.
      if (!row.isActive || password || row.role !== target.role) await revokeAllForUser(tx, row.id);
      return row;
    });
    return toPublicUser(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, USER_MESSAGES.emailTaken);
    throw error;
  }
}

/** Soft delete: the row and its history stay; the account can no longer sign in or appear in lists. */
export async function deleteUser(db: Database, actor: Actor, id: string): Promise<void> {
  authorize(canDeleteUser(actor, { id, role: 'cliente' }));
  const target = await findLiveUser(db, id);
  if (!target) throw new AppError(404, USER_MESSAGES.notFound);
  authorize(canDeleteUser(actor, target));
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ isActive: false, deletedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, target.id));
    await revokeAllForUser(tx, target.id);
  });
}
