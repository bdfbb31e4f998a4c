import { CONTENT_MESSAGES } from '@gym/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { gymSocialMedia } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { SocialInput } from './social.schemas';

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
