/**
 * The drawer's writes other modules make inside their own transaction: the desk's payments, the
 * point of sale, the collection of a cash-on-delivery order. This file imports no other module, so
 * payments, local-sales and order-management may import it without a cycle.
 */
import {
  CASH_DRAWER_MESSAGES as M,
  CASH_MOVEMENT_LABELS,
  signedMovementAmount,
  type CashMovementKind,
} from '@gym/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cashMovements, cashSessions, type CashSessionRow } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';

export const CASH_SESSION_ENTITY = 'cash_session';

export interface CashMovementInput {
  kind: CashMovementKind;
  /** Quetzales; the kind gives the sign (a refund or petty cash goes out). */
  amount: number;
  referenceType?: string | null;
  referenceId?: string | null;
  description?: string | null;
  /** Who handled the cash when not the drawer's clerk (defaults to the clerk). */
  createdBy?: string | null;
}

/** The clerk's open drawer, locked (FOR UPDATE) against a close or another movement; null when none is open. */
export async function lockOpenSession(tx: Executor, userId: string): Promise<CashSessionRow | null> {
  const [row] = await tx
    .select()
    .from(cashSessions)
    .where(and(eq(cashSessions.userId, userId), eq(cashSessions.status, 'open')))
    .for('update');
  return row ?? null;
}

/**
 * Opens a drawer for the clerk unless one is open (the partial unique index decides between two
 * at once: the second inserts nothing and then reads the first's). Answers the open drawer, locked,
 * and whether this call opened it.
 */
export async function openSession(
  tx: Executor,
  userId: string,
  openingFloat: number,
  automatically: boolean,
): Promise<{ session: CashSessionRow; created: boolean }> {
  const inserted = await tx
    .insert(cashSessions)
    .values({ userId, openingFloat: openingFloat.toFixed(2), openedAutomatically: automatically })
    .onConflictDoNothing({ target: cashSessions.userId, where: sql`status = 'open'` })
    .returning({ id: cashSessions.id });
  const created = inserted.length > 0;
  const session = await lockOpenSession(tx, userId);
  if (!session) throw new Error('cash session neither inserted nor found');
  if (created)
    await recordAudit(tx, {
      entityType: CASH_SESSION_ENTITY,
      entityId: session.id,
      action: automatically ? 'open_automatically' : 'open',
      fromStatus: null,
      toStatus: 'open',
      actorId: userId,
      reason: automatically ? M.openedAutomatically : null,
      details: { openingFloat },
    });
  return { session, created };
}

/**
 * Records cash changing hands in the clerk's open drawer, in the caller's transaction: the drawer is
 * locked (or opened at Q 0.00, marked as opened automatically, when none is open) and the movement
 * inserted. Answers the drawer's id.
 */
export async function recordCashMovement(tx: Executor, clerkId: string, movement: CashMovementInput): Promise<string> {
  const session = (await lockOpenSession(tx, clerkId)) ?? (await openSession(tx, clerkId, 0, true)).session;
  await tx.insert(cashMovements).values({
    sessionId: session.id,
    kind: movement.kind,
    amount: signedMovementAmount(movement.kind, movement.amount).toFixed(2),
    referenceType: movement.referenceType ?? null,
    referenceId: movement.referenceId ?? null,
    description: movement.description?.trim() || CASH_MOVEMENT_LABELS[movement.kind],
    createdBy: movement.createdBy ?? clerkId,
  });
  return session.id;
}
