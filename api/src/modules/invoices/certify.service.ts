/**
 * Certifying and voiding a document through the certifier, from the job queue (never inside a
 * sale's request). Each document keeps its certifier identifier (`idempotencyKey`, and
 * `voidIdempotencyKey` for its void) from the first try, so a retry after a lost answer gets the
 * first answer back instead of a second invoice. A certifier outage throws (the queue retries with
 * backoff); on the last attempt the invoice stays 'failed' ('Factura pendiente') for staff to retry.
 */
import { CF_MAX_EXCLUSIVE, INVOICE_MESSAGES as M, type InvoiceType } from '@gym/domain';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client';
import { invoices, type InvoiceRow } from '../../db/schema/index';
import type { DeliveryAttempt, JobContext } from '../../events/handler';
import { buildDteXml, buildVoidXml } from './certifier';
import { recordEvent } from '../../events/outbox';
import {
  CertifierError,
  type CertifiedDocument,
  type FelDocumentInput,
  type FelIssuer,
  type FelReceiver,
} from './fel/types';
import { activeCertifier } from './settings.service';

/** A try that did not work: the queue tries again unless this was the last try or the document was refused. */
class RetryLater extends Error {}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

async function load(db: Executor, id: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}

async function update(db: Executor, id: string, values: PgUpdateSetSource<typeof invoices>) {
  await db
    .update(invoices)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(invoices.id, id));
}

function receiverOf(row: InvoiceRow): FelReceiver {
  return {
    idType: row.receiverIdType as FelReceiver['idType'],
    id: row.receiverTaxId,
    name: row.receiverName,
    ...(row.receiverEmail ? { email: row.receiverEmail } : {}),
  };
}

/** Ends a try that failed: 'failed' when no retry follows, else thrown for the queue's backoff. */
async function failed(
  db: Executor,
  row: InvoiceRow,
  error: unknown,
  delivery: DeliveryAttempt,
  giveUp: boolean,
  status: 'failed' | 'voiding' = 'failed',
) {
  const message = errorText(error);
  if (giveUp || delivery.final) {
    await update(db, row.id, { status, lastError: message });
    return;
  }
  await update(db, row.id, { lastError: message });
  throw new RetryLater(message);
}

/** Certifies a pending (or failed, when staff retry) invoice or credit note once. */
export async function certifyInvoice(context: JobContext, id: string, delivery: DeliveryAttempt): Promise<void> {
  const { db, config } = context;
  const row = await load(db, id);
  if (!row || (row.status !== 'pending' && row.status !== 'failed')) return;
  const active = await activeCertifier(db, config);
  if (!active) {
    await update(db, id, { status: 'failed', lastError: M.felOff });
    return;
  }
  if (row.type !== 'NCRE' && row.receiverIdType === 'CF' && Number(row.total) >= CF_MAX_EXCLUSIVE) {
    await update(db, id, { status: 'failed', lastError: M.cfNotAllowed });
    return;
  }
  let reference: FelDocumentInput['reference'];
  if (row.type === 'NCRE') {
    const original = row.referenceInvoiceId ? await load(db, row.referenceInvoiceId) : null;
    if (!original?.authorization || !original.series || !original.number) {
      await update(db, id, { attempts: sql`${invoices.attempts} + 1` });
      await failed(db, row, new Error(M.referenceNotCertified), delivery, false);
      return;
    }
    reference = {
      authorization: original.authorization,
      series: original.series,
      number: original.number,
      issuedAt: original.issuedAt,
      reason: row.voidReason ?? 'Devolución parcial',
    };
  }
  const issuer = (row.issuer as FelIssuer | null) ?? active.fel.issuer;
  let xml: string;
  try {
    xml = buildDteXml({
      type: row.type as Exclude<InvoiceType, 'COMP'>,
      issuedAt: row.issuedAt,
      issuer,
      receiver: receiverOf(row),
      lines: row.lines.map(({ kind, description, quantity, unitPrice, discount }) => ({
        kind,
        description,
        quantity,
        unitPrice,
        discount,
      })),
      ...(reference ? { reference } : {}),
    });
  } catch (error) {
    // A document the schema refuses will not pass on a retry either.
    await failed(db, row, error, delivery, true);
    return;
  }
  await update(db, id, { xmlSent: xml, issuer: { ...issuer }, attempts: sql`${invoices.attempts} + 1` });
  try {
    const certified = await active.certifier.certify(xml, row.idempotencyKey);
    await db.transaction(async (tx) => {
      await markCertified(tx, id, certified);
      await recordEvent(tx, 'invoice.certified', { invoiceId: id });
    });
  } catch (error) {
    const refused = error instanceof CertifierError && !error.retryable;
    await failed(db, row, error, delivery, refused);
  }
}

async function markCertified(db: Executor, id: string, certified: CertifiedDocument) {
  {
    await update(db, id, {
      status: 'certified',
      authorization: certified.authorization,
      series: certified.series,
      number: certified.number,
      certifiedAt: certified.certifiedAt,
      certifierName: certified.certifierName,
      certifierNit: certified.certifierNit,
      certifiedXml: certified.certifiedXml,
      lastError: null,
    });
  }
}

/**
 * Voids a sale's document with the reason: a certified one through the certifier (anulación); a
 * Comprobante, or an invoice not certified yet, only here (nothing was sent to SAT).
 */
export async function voidInvoice(
  context: JobContext,
  id: string,
  reason: string,
  delivery: DeliveryAttempt,
): Promise<void> {
  const { db, config } = context;
  const row = await load(db, id);
  if (!row || row.status === 'voided') return;
  if (row.status === 'receipt' || row.status === 'pending' || row.status === 'failed') {
    await update(db, id, {
      status: 'voided',
      voidReason: reason,
      voidedAt: new Date(),
      lastError: row.status === 'receipt' ? null : M.voidedBeforeCertified,
    });
    return;
  }
  const voidKey = row.voidIdempotencyKey ?? randomUUID();
  await update(db, id, { status: 'voiding', voidReason: reason, voidIdempotencyKey: voidKey });
  const current = { ...row, status: 'voiding', voidReason: reason, voidIdempotencyKey: voidKey };
  const active = await activeCertifier(db, config);
  if (!active) {
    await update(db, id, { lastError: M.felOff });
    return;
  }
  const issuer = (row.issuer as FelIssuer | null) ?? active.fel.issuer;
  let xml: string;
  try {
    xml = buildVoidXml({
      issuerNit: issuer.nit,
      receiverId: row.receiverTaxId,
      authorization: row.authorization!,
      issuedAt: row.issuedAt,
      voidedAt: new Date(),
      reason,
    });
  } catch (error) {
    await failed(db, current, error, delivery, true, 'voiding');
    return;
  }
  await update(db, id, { voidXml: xml, attempts: sql`${invoices.attempts} + 1` });
  try {
    const answer = await active.certifier.voidDocument(xml, voidKey);
    await update(db, id, {
      status: 'voided',
      voidedAt: answer.certifiedAt,
      voidXml: answer.certifiedXml,
      lastError: null,
    });
  } catch (error) {
    const refused = error instanceof CertifierError && !error.retryable;
    await failed(db, current, error, delivery, refused, 'voiding');
  }
}
