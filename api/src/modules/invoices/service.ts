/**
 * Reading the invoices (staff: all, filtered; a member: their own), correcting the receiver of one
 * not certified yet, and asking the queue to certify it again ('Reintentar').
 */
import {
  felPhrasesOf,
  INVOICE_MESSAGES as M,
  INVOICE_SOURCE_LABELS,
  INVOICE_STATUS_LABELS,
  INVOICE_TYPE_LABELS,
  isUuid,
  pageCount,
  readTaxId,
  receiptNumber,
  satVerificationUrl,
  taxIdError,
  CONSUMIDOR_FINAL,
  type InvoiceSource,
  type InvoiceSourceType,
  type InvoiceStatus,
  type InvoiceType,
} from '@gym/domain';
import { and, count, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import { businessDaysRange } from '../../db/business-day';
import type { Database, Executor } from '../../db/client';
import { invoices, type InvoiceLineRecord, type InvoiceRow } from '../../db/schema/index';
import { recordEvent } from '../../events/outbox';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { FelIssuer } from './fel/types';

export const INVOICE_ENTITY = 'invoice';

export interface InvoiceView {
  id: string;
  type: InvoiceType;
  typeLabel: string;
  status: InvoiceStatus;
  statusLabel: string;
  /** A tax invoice (FEL); false for the internal Comprobante. */
  fiscal: boolean;
  /** 'Serie-Número' once certified; the Comprobante's C-000123; null while pending. */
  documentNumber: string | null;
  sourceType: InvoiceSourceType;
  sourceLabel: string;
  sourceId: string;
  userId: string | null;
  receiver: { idType: string; taxId: string; name: string; email: string | null };
  issuer: { nit: string; legalName: string; commercialName: string } | null;
  /** The texts of the SAT phrases the document states (domain `felPhrasesOf`). */
  phrases: string[];
  total: number;
  vat: number;
  lines: InvoiceLineRecord[];
  issuedAt: string;
  authorization: string | null;
  series: string | null;
  number: string | null;
  certifiedAt: string | null;
  certifier: { name: string; nit: string } | null;
  attempts: number;
  lastError: string | null;
  referenceInvoiceId: string | null;
  voidReason: string | null;
  voidedAt: string | null;
  /** SAT's verification page of a certified document (the PDF's QR), null otherwise. */
  verificationUrl: string | null;
  /** Staff may send it to the certifier again. */
  retryable: boolean;
}

export function presentInvoice(row: InvoiceRow): InvoiceView {
  const issuer = row.issuer as FelIssuer | null;
  const documentNumber =
    row.type === 'COMP' ? receiptNumber(row.sequence) : row.series && row.number ? `${row.series}-${row.number}` : null;
  return {
    id: row.id,
    type: row.type as InvoiceType,
    typeLabel: INVOICE_TYPE_LABELS[row.type as InvoiceType] ?? row.type,
    status: row.status as InvoiceStatus,
    statusLabel: INVOICE_STATUS_LABELS[row.status as InvoiceStatus] ?? row.status,
    fiscal: row.type !== 'COMP',
    documentNumber,
    sourceType: row.sourceType as InvoiceSourceType,
    sourceLabel: INVOICE_SOURCE_LABELS[row.sourceType as InvoiceSourceType] ?? row.sourceType,
    sourceId: row.sourceId,
    userId: row.userId,
    receiver: {
      idType: row.receiverIdType,
      taxId: row.receiverTaxId,
      name: row.receiverName,
      email: row.receiverEmail,
    },
    issuer: issuer ? { nit: issuer.nit, legalName: issuer.legalName, commercialName: issuer.commercialName } : null,
    // As the document was built (its issuer's snapshot): what its XML states, printed on its PDF.
    phrases: issuer ? felPhrasesOf(row.type, issuer.isrRegime).map((phrase) => phrase.text) : [],
    total: Number(row.total),
    vat: Number(row.vat),
    lines: row.lines,
    issuedAt: row.issuedAt.toISOString(),
    authorization: row.authorization,
    series: row.series,
    number: row.number,
    certifiedAt: row.certifiedAt?.toISOString() ?? null,
    certifier: row.certifierName ? { name: row.certifierName, nit: row.certifierNit ?? '' } : null,
    attempts: row.attempts,
    lastError: row.lastError,
    referenceInvoiceId: row.referenceInvoiceId,
    voidReason: row.voidReason,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    verificationUrl:
      row.authorization && issuer
        ? satVerificationUrl({
            authorization: row.authorization,
            issuerNit: issuer.nit,
            receiverId: row.receiverTaxId,
            total: Number(row.total),
          })
        : null,
    retryable: row.status === 'failed' || (row.status === 'voiding' && row.lastError !== null),
  };
}

export interface InvoiceListQuery {
  page: number;
  limit: number;
  status?: InvoiceStatus | undefined;
  type?: InvoiceType | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** The receiver's NIT, CUI or CF as typed ('1234567-k'). */
  nit?: string | undefined;
  /** Only the documents of these sales. */
  sources?: InvoiceSource[] | undefined;
}

/** The documents of these sales: one id list per kind of sale, which the source index serves. */
function ofSources(sources: readonly InvoiceSource[]): SQL {
  const idsByType = new Map<InvoiceSourceType, string[]>();
  for (const source of sources)
    idsByType.set(source.sourceType, [...(idsByType.get(source.sourceType) ?? []), source.sourceId]);
  return or(
    ...[...idsByType].map(([type, ids]) => and(eq(invoices.sourceType, type), inArray(invoices.sourceId, ids))),
  )!;
}

function filtersOf(query: Omit<InvoiceListQuery, 'page' | 'limit'>): SQL[] {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(invoices.status, query.status));
  if (query.type) filters.push(eq(invoices.type, query.type));
  if (query.startDate || query.endDate)
    filters.push(
      businessDaysRange(
        invoices.issuedAt,
        query.startDate ?? '1970-01-01',
        query.endDate ?? query.startDate ?? '2999-12-31',
      )!,
    );
  if (query.nit) {
    const taxId = readTaxId(query.nit);
    filters.push(eq(invoices.receiverTaxId, taxId?.id ?? query.nit.trim().toUpperCase()));
  }
  if (query.sources) filters.push(ofSources(query.sources));
  return filters;
}

async function page(db: Executor, where: SQL | undefined, query: { page: number; limit: number }) {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.sequence))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  const total = totalRow?.total ?? 0;
  return {
    invoices: rows.map(presentInvoice),
    pagination: { total, page: query.page, pages: pageCount(total, query.limit), limit: query.limit },
  };
}

export async function listInvoices(db: Executor, query: InvoiceListQuery) {
  const filters = filtersOf(query);
  return page(db, filters.length ? and(...filters) : undefined, query);
}

export async function listMyInvoices(
  db: Executor,
  userId: string,
  query: { page: number; limit: number; sources?: InvoiceSource[] | undefined },
) {
  return page(db, and(eq(invoices.userId, userId), query.sources ? ofSources(query.sources) : undefined), query);
}

export async function invoiceRow(db: Executor, id: string): Promise<InvoiceRow> {
  if (!isUuid(id)) throw new AppError(404, M.notFound);
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw new AppError(404, M.notFound);
  return row;
}

/** One invoice: staff see any; anyone else only their own (404 for another's, never a hint it exists). */
export async function readInvoice(db: Executor, id: string, viewer: { id: string; staff: boolean }) {
  const row = await invoiceRow(db, id);
  if (!viewer.staff && row.userId !== viewer.id) throw new AppError(404, M.notFound);
  return row;
}

/** Sends a 'Factura pendiente' (or a void that stopped) to the queue again, once per request. */
export async function retryInvoice(db: Database, actorId: string, id: string): Promise<InvoiceView> {
  return db.transaction(async (tx) => {
    if (!isUuid(id)) throw new AppError(404, M.notFound);
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
    if (!row) throw new AppError(404, M.notFound);
    if (!presentInvoice(row).retryable) throw new AppError(409, M.notRetryable);
    const status = row.status === 'failed' ? 'pending' : row.status;
    const [updated] = await tx
      .update(invoices)
      .set({ status, updatedAt: new Date() })
      .where(eq(invoices.id, id))
      .returning();
    await recordAudit(tx, {
      entityType: INVOICE_ENTITY,
      entityId: id,
      action: 'retry',
      fromStatus: row.status,
      toStatus: status,
      actorId,
      details: { attempts: row.attempts, lastError: row.lastError },
    });
    await recordEvent(tx, 'invoice.retry_requested', { invoiceId: id });
    return presentInvoice(updated!);
  });
}

/**
 * Corrects who an invoice not certified yet is for (a CF refused at Q 2,500 or more, a mistyped
 * NIT): the same rules as at the sale. The clerk then retries it.
 */
export async function correctReceiver(
  db: Database,
  actorId: string,
  id: string,
  input: { taxId: string; name?: string | null | undefined },
): Promise<InvoiceView> {
  return db.transaction(async (tx) => {
    if (!isUuid(id)) throw new AppError(404, M.notFound);
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
    if (!row) throw new AppError(404, M.notFound);
    if (row.type === 'NCRE' || (row.status !== 'failed' && row.status !== 'pending'))
      throw new AppError(409, M.receiverNotEditable);
    const refusal = taxIdError(input.taxId, Number(row.total));
    if (refusal) throw new AppError(422, refusal);
    const taxId = readTaxId(input.taxId)!;
    const name = input.name?.trim() || row.receiverName;
    const [updated] = await tx
      .update(invoices)
      .set({
        receiverIdType: taxId.type,
        receiverTaxId: taxId.type === 'CF' ? CONSUMIDOR_FINAL : taxId.id,
        receiverName: name,
        lastError: null,
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, id))
      .returning();
    await recordAudit(tx, {
      entityType: INVOICE_ENTITY,
      entityId: id,
      action: 'correct_receiver',
      fromStatus: row.status,
      toStatus: row.status,
      actorId,
      details: { from: { taxId: row.receiverTaxId, name: row.receiverName }, to: { taxId: taxId.id, name } },
    });
    return presentInvoice(updated!);
  });
}

/** Every document issued in a month (Guatemala calendar), oldest first, for the accountant. */
export async function invoicesOfMonth(db: Executor, month: string): Promise<InvoiceRow[]> {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const next = mm === 12 ? `${year + 1}-01` : `${year}-${String(mm + 1).padStart(2, '0')}`;
  const start = new Date(`${month}-01T00:00:00-06:00`);
  const end = new Date(`${next}-01T00:00:00-06:00`);
  return db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)))
    .orderBy(invoices.issuedAt, invoices.sequence);
}
