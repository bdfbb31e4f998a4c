import { businessDate, type Role } from '@gym/domain';
import type { Transaction } from '../../db/client';
import { users, visits, type NewUserRow } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { DEFAULT_PREFERENCES } from './presenter';

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The documented demo sign-ins (README). */
export const DEMO_ACCOUNTS = {
  admin: { role: 'admin', email: 'admin@gimnasio.demo', password: 'Admin123', firstName: 'Carlos', lastName: 'Méndez' },
  colaborador: {
    role: 'colaborador',
    email: 'colaborador@gimnasio.demo',
    password: 'Colab123',
    firstName: 'Ana',
    lastName: 'Castillo',
  },
  cliente: {
    role: 'cliente',
    email: 'cliente@gimnasio.demo',
    password: 'Cliente123',
    firstName: 'Luis',
    lastName: 'Pérez',
  },
  maria: {
    role: 'cliente',
    email: 'maria.lopez@gimnasio.demo',
    password: 'Cliente123',
    firstName: 'María',
    lastName: 'López',
  },
} as const satisfies Record<string, DemoAccount>;

interface ExtraClient {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  isActive: boolean;
  dailyVisits: number;
}

const EXTRA_CLIENTS: ExtraClient[] = [
  {
    firstName: 'Sofía',
    lastName: 'Hernández',
    email: 'sofia.hernandez@gimnasio.demo',
    phone: '+502 5512 3344',
    isActive: true,
    dailyVisits: 6,
  },
  {
    firstName: 'José',
    lastName: 'García',
    email: 'jose.garcia@gimnasio.demo',
    phone: '+502 4433 2211',
    isActive: true,
    dailyVisits: 2,
  },
  {
    firstName: 'Gabriela',
    lastName: 'Morales',
    email: 'gabriela.morales@gimnasio.demo',
    phone: '+502 3021 7788',
    isActive: true,
    dailyVisits: 0,
  },
  {
    firstName: 'Diego',
    lastName: 'Ramírez',
    email: 'diego.ramirez@gimnasio.demo',
    phone: '+502 5790 1122',
    isActive: true,
    dailyVisits: 9,
  },
  {
    firstName: 'Valeria',
    lastName: 'Rodríguez',
    email: 'valeria.rodriguez@gimnasio.demo',
    phone: '+502 4218 9090',
    isActive: true,
    dailyVisits: 1,
  },
  {
    firstName: 'Kevin',
    lastName: 'Juárez',
    email: 'kevin.juarez@gimnasio.demo',
    phone: '+502 3345 6677',
    isActive: true,
    dailyVisits: 0,
  },
  {
    firstName: 'Fernando',
    lastName: 'Cifuentes',
    email: 'fernando.cifuentes@gimnasio.demo',
    phone: '+502 5566 0011',
    isActive: false,
    dailyVisits: 0,
  },
];

const DAY_MS = 86_400_000;
const DAILY_PASS_PRICE = '25.00';

/** Visits at about 7:00 in Guatemala (13:00 UTC), on `count` distinct days spread over the last 28 days. */
function visitRows(userId: string, count: number, registeredBy: string, now: Date) {
  const rows = [];
  for (let i = 0; i < count; i += 1) {
    const dayOffset = Math.round(((i + 1) * 28) / (count + 1));
    const day = new Date(now.getTime() - dayOffset * DAY_MS);
    day.setUTCHours(13, (i * 7) % 60, 0, 0);
    if (day.getTime() > now.getTime()) day.setTime(day.getTime() - DAY_MS);
    rows.push({
      userId,
      visitType: 'daily' as const,
      visitDate: businessDate(day),
      visitedAt: day,
      amount: DAILY_PASS_PRICE,
      registeredBy,
    });
  }
  return rows;
}

/** What the other demo seeds need of the accounts: a user's id by email, and the clerk who registered things. */
export interface DemoUsers {
  idOf: (email: string) => string;
  staffId: string;
}

/** The demo accounts (README), a few more clients, and their daily visits over the last four weeks. */
export async function seedDemoUsers(tx: Transaction, now: Date): Promise<DemoUsers> {
  // One hash per distinct demo password keeps startup fast; these passwords are public anyway.
  const hashes = new Map<string, string>();
  const hashFor = async (password: string) => {
    const known = hashes.get(password);
    if (known) return known;
    const hash = await hashPassword(password);
    hashes.set(password, hash);
    return hash;
  };

  const monthsAgo = (months: number) => new Date(now.getTime() - months * 30 * DAY_MS);

  const demoRows: NewUserRow[] = [];
  const demoList: (DemoAccount & { phone: string; createdAt: Date })[] = [
    { ...DEMO_ACCOUNTS.admin, phone: '+502 2345 6789', createdAt: monthsAgo(12) },
    { ...DEMO_ACCOUNTS.colaborador, phone: '+502 5123 4567', createdAt: monthsAgo(10) },
    { ...DEMO_ACCOUNTS.cliente, phone: '+502 5987 6543', createdAt: monthsAgo(6) },
    { ...DEMO_ACCOUNTS.maria, phone: '+502 4455 6677', createdAt: monthsAgo(3) },
  ];
  for (const account of demoList) {
    demoRows.push({
      email: account.email,
      passwordHash: await hashFor(account.password),
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone,
      role: account.role,
      city: 'Guatemala',
      preferences: DEFAULT_PREFERENCES,
      createdAt: account.createdAt,
      updatedAt: account.createdAt,
    });
  }
  const extraHash = await hashFor(DEMO_ACCOUNTS.cliente.password);
  EXTRA_CLIENTS.forEach((client, index) => {
    const createdAt = new Date(now.getTime() - (index * 17 + 2) * DAY_MS);
    demoRows.push({
      email: client.email,
      passwordHash: extraHash,
      firstName: client.firstName,
      lastName: client.lastName,
      phone: client.phone,
      role: 'cliente',
      city: 'Guatemala',
      isActive: client.isActive,
      preferences: DEFAULT_PREFERENCES,
      createdAt,
      updatedAt: createdAt,
    });
  });
  const inserted = await tx.insert(users).values(demoRows).returning({ id: users.id, email: users.email });
  const idOf = (email: string) => {
    const row = inserted.find((u) => u.email === email);
    if (!row) throw new Error(`seed: missing user ${email}`);
    return row.id;
  };

  const staffId = idOf(DEMO_ACCOUNTS.colaborador.email);
  const visitList = [
    ...visitRows(idOf(DEMO_ACCOUNTS.cliente.email), 14, staffId, now),
    ...visitRows(idOf(DEMO_ACCOUNTS.maria.email), 4, staffId, now),
    ...EXTRA_CLIENTS.flatMap((client) => visitRows(idOf(client.email), client.dailyVisits, staffId, now)),
  ];
  if (visitList.length) await tx.insert(visits).values(visitList);
  return { idOf, staffId };
}
