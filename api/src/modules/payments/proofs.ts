import { randomUUID } from 'node:crypto';
import { checkTransferProof, PAYMENT_MESSAGES } from '@gym/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Database, Executor } from '../../db/client';
import { payments, transferBankAccounts } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { PrivateFileStorage } from '../../storage/file-storage';
import type { AuthenticatedUser } from '../../types';
import { getPaymentView, type PaymentView } from './ledger';

/*
 * Paying by bank transfer: the gym's accounts to pay into and the proof a payer uploads, kept in
 * the private storage and handed only to the payment's owner or staff.
 */

/** Private storage folder of the proofs (once public under /uploads/proofs, moved at start-up). */
export const TRANSFER_PROOF_FOLDER = 'proofs';

export async function bankAccounts(db: Executor) {
  const rows = await db
    .select()
    .from(transferBankAccounts)
    .where(eq(transferBankAccounts.isActive, true))
    .orderBy(asc(transferBankAccounts.displayOrder));
  return rows.map((r) => ({
    id: r.id,
    bankName: r.bankName,
    accountName: r.accountName,
    accountNumber: r.accountNumber,
    accountType: r.accountType,
    instructions: r.instructions,
  }));
}

const PROOF_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * Judges a proof by its bytes (an image or a PDF within the size limit: 413 / 422 otherwise) and
 * keeps it in the private storage under a new key, which it answers. Nothing is kept when refused.
 */
export async function saveProofFile(storage: PrivateFileStorage, data: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(data);
  const check = checkTransferProof(data.length, detected?.mime);
  if (!check.ok) throw new AppError(check.status, check.message);
  const key = `${TRANSFER_PROOF_FOLDER}/${randomUUID()}.${PROOF_EXTENSIONS[detected?.mime ?? ''] ?? 'bin'}`;
  await storage.save(key, data);
  return key;
}

/**
 * Attaches the bank-transfer proof to the member's own pending transfer payment (judged by
 * content). A guest has no account: `guestOrderId` is the store order whose secret the store
 * module has already checked, and only that guest order's payment takes the proof.
 */
export async function uploadTransferProof(
  db: Database,
  storage: PrivateFileStorage,
  actor: AuthenticatedUser | null,
  paymentId: string,
  data: Buffer,
  guestOrderId?: string,
): Promise<PaymentView> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  const mayAttach = guestOrderId
    ? payment?.orderId === guestOrderId && payment.userId === null
    : Boolean(actor) && payment?.userId === actor?.id;
  if (!payment || !mayAttach) throw new AppError(404, PAYMENT_MESSAGES.notFound);
  if (payment.method !== 'transfer' || payment.status !== 'pending')
    throw new AppError(400, PAYMENT_MESSAGES.proofNotAllowed);
  const key = await saveProofFile(storage, data);
  let previousKey: string | null;
  try {
    previousKey = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!locked || locked.status !== 'pending') throw new AppError(400, PAYMENT_MESSAGES.proofNotAllowed);
      await tx
        .update(payments)
        .set({ proofKey: key, proofUploadedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(payments.id, paymentId));
      return locked.proofKey;
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  if (previousKey && previousKey !== key) await storage.remove(previousKey);
  const view = await getPaymentView(db, paymentId);
  if (!view) throw new AppError(404, PAYMENT_MESSAGES.notFound);
  return view;
}

export interface TransferProofFile {
  data: Buffer;
  contentType: string;
  /** What the browser offers as the name when the proof is saved. */
  filename: string;
}

/**
 * A payment's proof for its owner or for staff who see every payment; anyone else is told the
 * payment does not exist, as the rest of the payment routes do.
 */
export async function readTransferProof(
  db: Executor,
  storage: PrivateFileStorage,
  actor: AuthenticatedUser,
  paymentId: string,
): Promise<TransferProofFile> {
  const [payment] = await db
    .select({ userId: payments.userId, proofKey: payments.proofKey })
    .from(payments)
    .where(eq(payments.id, paymentId));
  const allowed = payment && (payment.userId === actor.id || actor.permissions.includes('view_payments'));
  if (!allowed) throw new AppError(404, PAYMENT_MESSAGES.notFound);
  const data = payment.proofKey ? await storage.read(payment.proofKey) : null;
  if (!data) throw new AppError(404, PAYMENT_MESSAGES.proofMissing);
  // The type is read from the bytes again (as at upload): the answer names what it really holds.
  const sniffed = (await fileTypeFromBuffer(data))?.mime;
  const contentType = sniffed && PROOF_EXTENSIONS[sniffed] ? sniffed : 'application/octet-stream';
  return { data, contentType, filename: `comprobante-${paymentId}.${PROOF_EXTENSIONS[contentType] ?? 'bin'}` };
}
