import { PAYMENT_MESSAGES, proofReuploadRefusal, transferRejectedAt } from '@gym/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema/index';
import { recordEvent } from '../../events/outbox';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { PrivateFileStorage } from '../../storage/file-storage';
import type { AuthenticatedUser } from '../../types';
import { getPaymentView, PAYMENT_ENTITY, type PaymentView } from './ledger';
import { saveProofFile } from './proofs';
import { settlementOf, type PaymentSettlements, type SlotNotHeld } from './settlement';

/*
 * A rejected transfer fixed instead of bought again (issue 30 item 6): within PROOF_REUPLOAD_DAYS of
 * the rejection its owner sends a new proof on the same payment, which goes back to the staff's
 * transfer queue, and what it pays for waits for it again.
 */

export interface ProofResubmission {
  payment: PaymentView;
  /** Slots the membership held before the rejection that are full (or closed) by now. */
  notHeldSlots: SlotNotHeld[];
}

/** Who may send it (the owner: 403 for anyone else) and whether the payment takes one now. */
function refuse(payment: PaymentRow | undefined, actor: AuthenticatedUser, now: Date): void {
  if (!payment) throw new AppError(404, PAYMENT_MESSAGES.notFound);
  if (!payment.userId || payment.userId !== actor.id) throw new AppError(403, PAYMENT_MESSAGES.reuploadNotOwner);
  const refusal = proofReuploadRefusal({ ...payment, rejectedAt: transferRejectedAt(payment) }, now);
  if (refusal) throw new AppError(refusal.status, refusal.message);
}

/**
 * The new proof of a rejected transfer. The file is judged and kept first (as any proof); then, in
 * one transaction under the payment's row lock, the rule is checked again (two uploads at once:
 * the second reads a pending payment and gets 409), the payment returns to pending with the new
 * proof and no reason, its audit row keeps the rejection (reason, who, when) and the earlier proof's
 * key, what it pays for waits again (a refusal there rolls everything back), and
 * `payment.proof_resubmitted` is recorded. The earlier proof stays in the storage (history).
 */
export async function resubmitTransferProof(
  db: Database,
  storage: PrivateFileStorage,
  settlements: PaymentSettlements,
  actor: AuthenticatedUser,
  paymentId: string,
  data: Buffer,
  now: Date = new Date(),
): Promise<ProofResubmission> {
  const [found] = await db.select().from(payments).where(eq(payments.id, paymentId));
  refuse(found, actor, now);
  const key = await saveProofFile(storage, data);
  let notHeldSlots: SlotNotHeld[];
  try {
    notHeldSlots = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      refuse(locked, actor, now);
      const rejected = locked!;
      const [updated] = await tx
        .update(payments)
        .set({
          status: 'pending',
          proofKey: key,
          proofUploadedAt: sql`now()`,
          reason: null,
          validatedBy: null,
          validatedAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(payments.id, paymentId))
        .returning();
      if (!updated) throw new AppError(404, PAYMENT_MESSAGES.notFound);
      const outcome = await settlementOf(updated, settlements).reopened(tx, {
        payment: updated,
        actorId: actor.id,
        reason: rejected.reason,
      });
      await recordAudit(tx, {
        entityType: PAYMENT_ENTITY,
        entityId: paymentId,
        action: 'resubmit_proof',
        fromStatus: rejected.status,
        toStatus: 'pending',
        actorId: actor.id,
        reason: rejected.reason,
        details: {
          previousProofKey: rejected.proofKey,
          previousProofUploadedAt: rejected.proofUploadedAt?.toISOString() ?? null,
          rejectedBy: rejected.validatedBy,
          rejectedAt: rejected.validatedAt?.toISOString() ?? null,
          notHeldSlotIds: outcome.notHeldSlots.map((s) => s.slotId),
        },
      });
      await recordEvent(tx, 'payment.proof_resubmitted', {
        paymentId,
        userId: updated.userId,
        method: updated.method,
        previousReason: rejected.reason,
        notHeldSlots: outcome.notHeldSlots.length,
      });
      return outcome.notHeldSlots;
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  const payment = await getPaymentView(db, paymentId);
  if (!payment) throw new AppError(404, PAYMENT_MESSAGES.notFound);
  return { payment, notHeldSlots };
}

/** The answer's message: the payment is back in the queue, and which slots could not be held again. */
export function resubmissionMessage(notHeldSlots: readonly SlotNotHeld[]): string {
  if (notHeldSlots.length === 0) return PAYMENT_MESSAGES.proofResubmitted;
  const slots = notHeldSlots.map((s) => `${s.dayName} ${s.timeRange}`);
  return `${PAYMENT_MESSAGES.proofResubmitted}. ${PAYMENT_MESSAGES.slotsNotHeldAgain(slots)}`;
}
