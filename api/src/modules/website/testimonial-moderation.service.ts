import { CONTENT_MESSAGES } from '@gym/domain';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { testimonials, type TestimonialRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { AdminCreateInput, ModeratedTestimonial } from './testimonial-moderation.schemas';

export function presentTestimonial(row: TestimonialRow): ModeratedTestimonial {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    role: row.role,
    text: row.text,
    rating: row.rating,
    imageUrl: row.imageUrl,
    status: row.status,
    isActive: row.isActive,
    isFeatured: row.isFeatured,
    featured: row.isFeatured,
    displayOrder: row.displayOrder,
    submittedAt: row.submittedAt,
    approvedAt: row.approvedAt,
  };
}

export async function listTestimonials(
  db: Executor,
  filter: { status?: 'pending' | 'approved'; featured?: boolean } = {},
): Promise<ModeratedTestimonial[]> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(testimonials.status, filter.status));
  if (filter.featured !== undefined) conditions.push(eq(testimonials.isFeatured, filter.featured));
  const rows = await db
    .select()
    .from(testimonials)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(testimonials.submittedAt));
  return rows.map(presentTestimonial);
}

/** What the landing page may show: approved and active, featured first. */
export async function publicTestimonials(db: Executor, featuredOnly = false): Promise<ModeratedTestimonial[]> {
  const rows = await publicTestimonialsQuery(db, featuredOnly);
  return rows.map(presentTestimonial);
}

/** The rows publicTestimonials presents (a query: the landing embeds it in its one statement). */
export function publicTestimonialsQuery(db: Executor, featuredOnly = false) {
  return db
    .select()
    .from(testimonials)
    .where(
      and(
        eq(testimonials.status, 'approved'),
        eq(testimonials.isActive, true),
        featuredOnly ? eq(testimonials.isFeatured, true) : undefined,
      ),
    )
    .orderBy(desc(testimonials.isFeatured), asc(testimonials.displayOrder), desc(testimonials.approvedAt));
}

export async function getTestimonial(db: Executor, id: string): Promise<ModeratedTestimonial> {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id)).limit(1);
  if (!row) throw new AppError(404, CONTENT_MESSAGES.testimonialNotFound);
  return presentTestimonial(row);
}

export async function testimonialStats(db: Executor) {
  const [row] = await db
    .select({
      total: count(),
      pending: sql<number>`count(*) filter (where ${testimonials.status} = 'pending')`.mapWith(Number),
      approved: sql<number>`count(*) filter (where ${testimonials.status} = 'approved')`.mapWith(Number),
      active: sql<number>`count(*) filter (where ${testimonials.isActive})`.mapWith(Number),
      featured: sql<number>`count(*) filter (where ${testimonials.isFeatured})`.mapWith(Number),
      averageRating:
        sql<number>`coalesce(round(avg(${testimonials.rating}) filter (where ${testimonials.status} = 'approved'), 1), 0)`.mapWith(
          Number,
        ),
    })
    .from(testimonials);
  return {
    total: row?.total ?? 0,
    pending: row?.pending ?? 0,
    approved: row?.approved ?? 0,
    active: row?.active ?? 0,
    featured: row?.featured ?? 0,
    averageRating: row?.averageRating ?? 0,
  };
}

/** An admin-written testimonial is published at once (approved and active). */
export async function adminCreate(
  db: Executor,
  adminId: string,
  input: AdminCreateInput,
): Promise<ModeratedTestimonial> {
  const now = new Date();
  const [row] = await db
    .insert(testimonials)
    .values({
      userId: null,
      name: input.name,
      role: input.role,
      text: input.text,
      rating: input.rating,
      imageUrl: input.imageUrl ?? null,
      status: 'approved',
      isActive: input.isActive ?? true,
      isFeatured: input.isFeatured ?? false,
      displayOrder: input.displayOrder ?? 999,
      approvedBy: adminId,
      approvedAt: now,
      submittedAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return presentTestimonial(row);
}

/** Approving publishes it; approving twice is harmless. */
export async function approve(db: Executor, adminId: string, id: string): Promise<ModeratedTestimonial> {
  const [row] = await db
    .update(testimonials)
    .set({
      status: 'approved',
      isActive: true,
      approvedBy: sql`coalesce(${testimonials.approvedBy}, ${adminId}::uuid)`,
      approvedAt: sql`coalesce(${testimonials.approvedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(testimonials.id, id))
    .returning();
  if (!row) throw new AppError(404, CONTENT_MESSAGES.testimonialNotFound);
  return presentTestimonial(row);
}

export async function toggle(
  db: Executor,
  id: string,
  field: 'isActive' | 'isFeatured',
): Promise<ModeratedTestimonial> {
  const column = testimonials[field];
  const [row] = await db
    .update(testimonials)
    .set({ [field]: sql`not ${column}`, updatedAt: new Date() })
    .where(eq(testimonials.id, id))
    .returning();
  if (!row) throw new AppError(404, CONTENT_MESSAGES.testimonialNotFound);
  return presentTestimonial(row);
}

export async function remove(db: Executor, id: string): Promise<void> {
  const deleted = await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
  if (!deleted.length) throw new AppError(404, CONTENT_MESSAGES.testimonialNotFound);
}
