import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { gymContentBlocks } from '../../db/schema/index';

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

/** The stored rows of the given blocks (a query, so a page that reads more can embed it). */
export function blocksQuery(db: Executor, keys: BlockKey[]) {
  return db.select().from(gymContentBlocks).where(inArray(gymContentBlocks.key, keys));
}

/** One block's value from rows blocksQuery read: its default when it was never saved. */
export function blockOf(rows: { key: string; value: unknown }[], key: BlockKey): unknown {
  return rows.find((row) => row.key === key)?.value ?? BLOCK_DEFAULTS[key];
}

export async function putBlock(db: Executor, key: BlockKey, value: unknown): Promise<void> {
  await db
    .insert(gymContentBlocks)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: gymContentBlocks.key, set: { value, updatedAt: new Date() } });
}
