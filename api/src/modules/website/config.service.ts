import { CONTENT_MESSAGES, isPromotionRunning, type Promotion } from '@gym/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { gymContentBlocks, gymSettings, gymSocialMedia } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { GymConfig, GymContactData, SocialInput, UpdateConfigInput, UpdateContactInput } from './schemas';

/** Neutral values for a database that has not been configured yet (no brand in code). */
const UNCONFIGURED = {
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

const NO_CONTACT: GymContactData = {
  address: null,
  phone: null,
  email: null,
  whatsapp: null,
  mapsUrl: null,
  city: null,
  location: null,
};

type SettingsRow = typeof gymSettings.$inferSelect;

async function settingsRow(db: Executor): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(gymSettings).where(eq(gymSettings.id, 1)).limit(1);
  return row;
}

function contactOf(row: SettingsRow | undefined): GymContactData {
  if (!row) return NO_CONTACT;
  return {
    address: row.address,
    phone: row.phone,
    email: row.email,
    whatsapp: row.whatsapp,
    mapsUrl: row.mapsUrl,
    city: row.city,
    location: row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null,
  };
}

export function publicSocial(db: Executor) {
  return db
    .select()
    .from(gymSocialMedia)
    .where(eq(gymSocialMedia.isActive, true))
    .orderBy(asc(gymSocialMedia.platform));
}

export function allSocial(db: Executor) {
  return db.select().from(gymSocialMedia).orderBy(asc(gymSocialMedia.platform));
}

export async function getGymConfig(db: Executor): Promise<GymConfig> {
  const [row, social] = await Promise.all([settingsRow(db), publicSocial(db)]);
  const brand = row
    ? {
        name: row.name,
        tagline: row.tagline,
        description: row.description,
        logoUrl: row.logoUrl,
        heroImageUrl: row.heroImageUrl,
        primaryColor: row.primaryColor,
        secondaryColor: row.secondaryColor,
        successColor: row.successColor,
        warningColor: row.warningColor,
        dangerColor: row.dangerColor,
      }
    : UNCONFIGURED;
  return { ...brand, contact: contactOf(row), social };
}

/** Creates the single settings row on first write so an empty database can be configured from the screens. */
async function writeSettings(db: Executor, patch: Partial<typeof gymSettings.$inferInsert>): Promise<void> {
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

function defined<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export async function updateGymConfig(db: Executor, input: UpdateConfigInput): Promise<GymConfig> {
  const patch = defined(input);
  if (patch.name === null) delete patch.name;
  await writeSettings(db, patch as Partial<typeof gymSettings.$inferInsert>);
  return getGymConfig(db);
}

export async function getContact(db: Executor): Promise<GymContactData> {
  return contactOf(await settingsRow(db));
}

export async function updateContact(db: Executor, input: UpdateContactInput): Promise<GymContactData> {
  await writeSettings(db, defined(input));
  return getContact(db);
}

export async function socialByPlatform(db: Executor, platform: string) {
  const [row] = await db.select().from(gymSocialMedia).where(eq(gymSocialMedia.platform, platform)).limit(1);
  if (!row) throw new AppError(404, CONTENT_MESSAGES.socialNotFound(platform));
  return row;
}

/** Create-or-update by platform; isNew tells which happened (the row did not exist before). */
export async function upsertSocial(db: Executor, input: SocialInput) {
  const [before] = await db
    .select({ platform: gymSocialMedia.platform })
    .from(gymSocialMedia)
    .where(eq(gymSocialMedia.platform, input.platform));
  const values = {
    platform: input.platform,
    url: input.url,
    handle: input.handle?.trim() || null,
    isActive: input.isActive ?? true,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(gymSocialMedia)
    .values(values)
    .onConflictDoUpdate({ target: gymSocialMedia.platform, set: values })
    .returning();
  if (!row) throw new Error('upsert returned nothing');
  return { entry: row, isNew: !before };
}

export async function toggleSocial(db: Executor, platform: string) {
  const [row] = await db
    .update(gymSocialMedia)
    .set({ isActive: sql`not ${gymSocialMedia.isActive}`, updatedAt: new Date() })
    .where(eq(gymSocialMedia.platform, platform))
    .returning();
  if (!row) throw new AppError(404, CONTENT_MESSAGES.socialNotFound(platform));
  return row;
}

export type BlockKey = 'sections' | 'navigation' | 'branding' | 'video' | 'promotions' | 'landing';

/** What each block answers before the admin edits it. */
export const BLOCK_DEFAULTS: Record<BlockKey, unknown> = {
  sections: {
    hero: { title: null, subtitle: null, ctaText: 'Únete ahora', ctaLink: '/register' },
    services: { title: 'Nuestros servicios', subtitle: 'Todo lo que necesitas para entrenar' },
    plans: { title: 'Planes de membresía', subtitle: 'Elige el plan que se adapta a ti' },
    testimonials: { title: 'Lo que dicen nuestros miembros', subtitle: null },
    schedule: { title: 'Horarios', subtitle: null },
    contact: { title: 'Visítanos', subtitle: null },
    store: { title: 'Productos destacados', subtitle: 'Suplementos y accesorios' },
  },
  navigation: {
    items: [
      { label: 'Inicio', href: '#inicio' },
      { label: 'Servicios', href: '#servicios' },
      { label: 'Planes', href: '#planes' },
      { label: 'Horarios', href: '#horarios' },
      { label: 'Tienda', href: '/store' },
      { label: 'Contacto', href: '#contacto' },
    ],
  },
  branding: { logoUrl: null, faviconUrl: null, fontFamily: null },
  video: { url: null, title: null, posterUrl: null },
  promotions: { promotions: [] },
  landing: { showStore: true, showTestimonials: true, showSchedule: true },
};

export async function getBlock(db: Executor, key: BlockKey): Promise<unknown> {
  const [row] = await db.select().from(gymContentBlocks).where(eq(gymContentBlocks.key, key)).limit(1);
  return row?.value ?? BLOCK_DEFAULTS[key];
}

export async function putBlock(db: Executor, key: BlockKey, value: unknown): Promise<void> {
  await db
    .insert(gymContentBlocks)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: gymContentBlocks.key, set: { value, updatedAt: new Date() } });
}

function promotionList(block: unknown): Promotion[] {
  const list = (block as { promotions?: unknown } | null)?.promotions;
  return Array.isArray(list) ? (list as Promotion[]) : [];
}

/** Promotions with a running flag computed on the Guatemala calendar day. */
export async function promotions(db: Executor, now: Date = new Date()) {
  const list = promotionList(await getBlock(db, 'promotions'));
  return list.map((p) => ({ ...p, isRunning: isPromotionRunning(p, now) }));
}
