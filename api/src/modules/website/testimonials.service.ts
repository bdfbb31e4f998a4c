import { TESTIMONIAL_MESSAGES, type TestimonialStatus } from '@gym/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/client';
import { testimonials, type TestimonialRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { AuthenticatedUser } from '../../types';

export interface PublicTestimonial {
  id: string;
  name: string;
  role: string;
  text: string;
  rating: number;
  imageUrl: string | null;
  isFeatured: boolean;
  featured: boolean;
  displayOrder: number;
}

export interface MemberTestimonial extends PublicTestimonial {
  status: TestimonialStatus;
  isActive: boolean;
  canEdit: boolean;
  canDelete: boolean;
  submittedAt: string;
}

export function toPublic(row: TestimonialRow): PublicTestimonial {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    text: row.text,
    rating: row.rating,
    imageUrl: row.imageUrl,
    isFeatured: row.isFeatured,
    featured: row.isFeatured,
    displayOrder: row.displayOrder,
  };
}

export function toMember(row: TestimonialRow): MemberTestimonial {
  const pending = row.status === 'pending';
  return {
    ...toPublic(row),
    status: row.status as TestimonialStatus,
    isActive: row.isActive,
    canEdit: pending,
    canDelete: false,
    submittedAt: row.submittedAt.toISOString(),
  };
}

/** Active testimonials for the public site: featured first, then display order, newest first. */
export async function listPublic(db: Executor, limit?: number): Promise<PublicTestimonial[]> {
  const query = db
    .select()
    .from(testimonials)
    .where(and(eq(testimonials.isActive, true), eq(testimonials.status, 'approved')))
    .orderBy(desc(testimonials.isFeatured), asc(testimonials.displayOrder), desc(testimonials.createdAt));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(toPublic);
}

export interface TestimonialInput {
  text: string;
  rating: number;
  role: string;
  /** Omitted: the client's name from the profile (submit) or the name already stored (edit). */
  name?: string;
}

const profileName = (actor: AuthenticatedUser) => `${actor.row.firstName} ${actor.row.lastName}`.trim();

function requireClient(actor: AuthenticatedUser): void {
  if (actor.role !== 'cliente') throw new AppError(403, TESTIMONIAL_MESSAGES.onlyClients);
}

/** One per client: the unique index on user_id settles concurrent submits (the loser gets 400). */
export async function submitTestimonial(
  db: Database,
  actor: AuthenticatedUser,
  input: TestimonialInput,
): Promise<MemberTestimonial> {
  requireClient(actor);
  const [existing] = await db
    .select({ id: testimonials.id })
    .from(testimonials)
    .where(eq(testimonials.userId, actor.id));
  if (existing) throw new AppError(400, TESTIMONIAL_MESSAGES.alreadyExists);
  try {
    const [row] = await db
      .insert(testimonials)
      .values({
        userId: actor.id,
        name: input.name?.trim() ?? profileName(actor),
        role: input.role.trim(),
        text: input.text.trim(),
        rating: input.rating,
        imageUrl: actor.row.profileImage,
        status: 'pending',
        isActive: false,
      })
      .returning();
    if (!row) throw new Error('testimonial insert returned nothing');
    return toMember(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(400, TESTIMONIAL_MESSAGES.alreadyExists);
    throw error;
  }
}

export async function myTestimonials(db: Executor, actor: AuthenticatedUser) {
  const rows = await db
    .select()
    .from(testimonials)
    .where(eq(testimonials.userId, actor.id))
    .orderBy(desc(testimonials.createdAt));
  const list = rows.map(toMember);
  const hasActiveTestimonial = rows.some((r) => r.isActive && r.status === 'approved');
  const hasPendingTestimonial = rows.some((r) => r.status === 'pending');
  return {
    testimonials: list,
    total: list.length,
    hasActiveTestimonial,
    hasPendingTestimonial,
    canSubmitNew: actor.role === 'cliente' && rows.length === 0,
    thankYouMessage:
      rows.length === 0
        ? null
        : hasPendingTestimonial
          ? TESTIMONIAL_MESSAGES.thankYouPending
          : TESTIMONIAL_MESSAGES.thankYouPublished,
  };
}

/** The owner may edit their testimonial only while it waits for review. */
export async function updateOwnTestimonial(
  db: Database,
  actor: AuthenticatedUser,
  id: string,
  input: TestimonialInput,
): Promise<MemberTestimonial> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
    if (!row || row.userId !== actor.id) throw new AppError(404, TESTIMONIAL_MESSAGES.notFound);
    if (row.status !== 'pending') throw new AppError(400, TESTIMONIAL_MESSAGES.notEditable);
    const [updated] = await tx
      .update(testimonials)
      .set({
        name: input.name?.trim() ?? row.name,
        role: input.role.trim(),
        text: input.text.trim(),
        rating: input.rating,
        updatedAt: sql`now()`,
      })
      .where(eq(testimonials.id, id))
      .returning();
    if (!updated) throw new AppError(404, TESTIMONIAL_MESSAGES.notFound);
    return toMember(updated);
  });
}
