import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { gymSettings } from '../../db/schema/index';

// The single gym_settings row holds both the brand (config.service) and the contact (contact.service).

/** Neutral values for a database that has not been configured yet (no brand in code). */
export const UNCONFIGURED = {
  name: 'Gimnasio',
  tagline: null,
  description: null,
  logoUrl: null,
  heroImageUrl: null,
  primaryColor: '#1976d2',
  secondaryColor: '#ff9800',
  successColor: '#2e7d32',
  warningColor: '#ed6c02',
  dangerColor: '#d32f2f',
} as const;

export type SettingsRow = typeof gymSettings.$inferSelect;

/** The single settings row (a query, so a page that reads more can embed it). */
export function settingsQuery(db: Executor) {
  return db.select().from(gymSettings).where(eq(gymSettings.id, 1)).limit(1);
}

export async function settingsRow(db: Executor): Promise<SettingsRow | undefined> {
  const [row] = await settingsQuery(db);
  return row;
}

/** Creates the single settings row on first write so an empty database can be configured from the screens. */
export async function writeSettings(db: Executor, patch: Partial<typeof gymSettings.$inferInsert>): Promise<void> {
  const values = { ...patch, updatedAt: new Date() };
  await db
    .insert(gymSettings)
    .values({
      id: 1,
      name: patch.name ?? UNCONFIGURED.name,
      primaryColor: patch.primaryColor ?? UNCONFIGURED.primaryColor,
      secondaryColor: patch.secondaryColor ?? UNCONFIGURED.secondaryColor,
      ...values,
    })
    .onConflictDoUpdate({ target: gymSettings.id, set: values });
}

/** The given fields only: undefined means 'not sent', so it never overwrites. */
export function defined<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}
