/**
 * What each sale leaves: the invoice row of a completed payment (a membership, a pass, a store
 * order) or counter sale, built from the sale as it is now, once (a unique index per sale). FEL on,
 * it waits to be certified ('pending'); FEL off, it is the gym's numbered Comprobante ('receipt').
 * A partial refund leaves a credit note (NCRE) referring to the certified invoice.
 */
import { CONSUMIDOR_FINAL, invoiceLineAmounts, readTaxId, roundMoney, type InvoiceType } from '@gym/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import {
  invoices,
  localSaleItems,
  localSales,
  orderItems,
  orders,
  payments,
  users,
  type InvoiceLineRecord,
  type InvoiceRow,
} from '../../db/schema/index';
import { activeFel } from './settings.service';

type SourceType = 'payment' | 'local_sale' | 'order';

interface SaleToInvoice {
  sourceType: SourceType;
  sourceId: string;
  userId: string | null;
  buyerName: string | null;
  buyerEmail: string | null;
  billingTaxId: string | null;
  billingName: string | null;
  total: number;
  lines: Omit<InvoiceLineRecord, 'total' | 'vat'>[];
}

/** A line's total and the VAT it includes (none on an FPEQ: the small taxpayer charges no VAT). */
export function priceLines(lines: SaleToInvoice['lines'], type: InvoiceType): InvoiceLineRecord[] {
  return lines.map((line) => {
    const amounts = invoiceLineAmounts(line, type !== 'FPEQ');
    return { ...line, total: amounts.total, vat: amounts.vat };
  });
}

/** The receiver: the buyer's NIT or CUI, or CF with the buyer's own name. */
export function receiverOf(sale: Pick<SaleToInvoice, 'billingTaxId' | 'billingName' | 'buyerName'>) {
  const taxId = sale.billingTaxId ? readTaxId(sale.billingTaxId) : null;
  const name = sale.billingName?.trim() || sale.buyerName?.trim() || 'Consumidor Final';
  if (!taxId || taxId.type === 'CF') return { idType: 'CF' as const, id: CONSUMIDOR_FINAL, name };
  return { idType: taxId.type, id: taxId.id, name };
}

/** The sale a completed payment is: a store order's items, or the payment's concept as a service. */
async function saleOfPayment(db: Executor, paymentId: string): Promise<SaleToInvoice | null> {
  const [row] = await db
    .select({ payment: payments, user: users })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  if (!row || row.payment.status !== 'completed') return null;
  const { payment, user } = row;
  const total = Number(payment.amount);
  const userName = user ? `${user.firstName} ${user.lastName}`.trim() : null;
  const base = {
    userId: payment.userId,
    buyerName: payment.payerName ?? userName,
    buyerEmail: user?.email ?? null,
    billingTaxId: payment.billingTaxId ?? user?.billingTaxId ?? null,
    billingName: payment.billingName ?? (payment.billingTaxId ? null : (user?.billingName ?? null)),
    total,
  };
  const service = [{ kind: 'S' as const, description: payment.concept, quantity: 1, unitPrice: total, discount: 0 }];
  if (!payment.orderId) return { ...base, sourceType: 'payment', sourceId: payment.id, lines: service };
  const [order] = await db.select().from(orders).where(eq(orders.id, payment.orderId));
  if (!order) return { ...base, sourceType: 'payment', sourceId: payment.id, lines: service };
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.productName));
  const lines: SaleToInvoice['lines'] = items.map((item) => ({
    kind: 'B',
    description: item.productName,
    quantity: item.quantity,
    unitPrice: Number(item.unitPrice),
    discount: 0,
  }));
  const shipping = Number(order.shippingAmount);
  if (shipping > 0) lines.push({ kind: 'S', description: 'Envío', quantity: 1, unitPrice: shipping, discount: 0 });
  const sum = roundMoney(lines.reduce((acc, line) => acc + line.quantity * line.unitPrice, 0));
  return {
    ...base,
    sourceType: 'order',
    sourceId: order.id,
    buyerName: base.buyerName ?? order.customerInfo.name,
    buyerEmail: base.buyerEmail ?? order.customerInfo.email,
    billingTaxId: order.billingTaxId ?? base.billingTaxId,
    billingName: order.billingName ?? base.billingName,
    // The items must add up to what was paid; if not (an adjusted payment), one line says what it was.
    lines: sum === roundMoney(total) ? lines : service,
  };
}

async function saleOfLocalSale(db: Executor, saleId: string): Promise<SaleToInvoice | null> {
  const [sale] = await db.select().from(localSales).where(eq(localSales.id, saleId));
  if (!sale || sale.status !== 'completed') return null;
  const items = await db
    .select()
    .from(localSaleItems)
    .where(eq(localSaleItems.saleId, saleId))
    .orderBy(asc(localSaleItems.productName));
  return {
    sourceType: 'local_sale',
    sourceId: sale.id,
    userId: null,
    buyerName: sale.customerName,
    buyerEmail: sale.customerEmail,
    billingTaxId: sale.billingTaxId,
    billingName: sale.billingName,
    total: Number(sale.totalAmount),
    lines: items.map((item) => ({
      kind: 'B',
      description: item.productName,
      quantity: item.quantity,
      unitPrice: Number(item.unitPrice),
      discount: 0,
    })),
  };
}

/** The invoice (or Comprobante) of a sale, not a credit note; null when it has none yet. */
export async function invoiceOfSource(db: Executor, sourceType: SourceType, sourceId: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.sourceType, sourceType), eq(invoices.sourceId, sourceId), ne(invoices.type, 'NCRE')))
    .orderBy(asc(invoices.createdAt))
    .limit(1);
  return row ?? null;
}

/** Where a payment's invoice lives: its store order's, or its own. */
export async function sourceOfPayment(db: Executor, paymentId: string): Promise<{ type: SourceType; id: string }> {
  const [payment] = await db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
  return payment?.orderId ? { type: 'order', id: payment.orderId } : { type: 'payment', id: paymentId };
}

async function insertFor(db: Executor, config: AppConfig, sale: SaleToInvoice | null): Promise<InvoiceRow | null> {
  if (!sale) return null;
  const existing = await invoiceOfSource(db, sale.sourceType, sale.sourceId);
  if (existing) return existing;
  const fel = await activeFel(db, config);
  const type: InvoiceType = fel ? fel.documentType : 'COMP';
  const lines = priceLines(sale.lines, type);
  const receiver = receiverOf(sale);
  const [row] = await db
    .insert(invoices)
    .values({
      sourceType: sale.sourceType,
      sourceId: sale.sourceId,
      type,
      status: fel ? 'pending' : 'receipt',
      userId: sale.userId,
      receiverIdType: receiver.idType,
      receiverTaxId: receiver.id,
      receiverName: receiver.name,
      receiverEmail: sale.buyerEmail,
      total: roundMoney(sale.total).toFixed(2),
      vat: roundMoney(lines.reduce((acc, line) => acc + line.vat, 0)).toFixed(2),
      lines,
      issuer: fel ? { ...fel.issuer } : null,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? (await invoiceOfSource(db, sale.sourceType, sale.sourceId));
}

export async function issueForPayment(db: Executor, config: AppConfig, paymentId: string) {
  return insertFor(db, config, await saleOfPayment(db, paymentId));
}

export async function issueForLocalSale(db: Executor, config: AppConfig, saleId: string) {
  return insertFor(db, config, await saleOfLocalSale(db, saleId));
}

/**
 * The credit note of a partial refund: `amount` given back of the invoice `original`, one per
 * refund step (the refunds' running total names it). Null for a Comprobante (no tax document).
 */
export async function issueCreditNote(
  db: Executor,
  original: InvoiceRow,
  refund: { amount: number; refundedTotal: number; reason: string | null },
): Promise<InvoiceRow | null> {
  if (original.type === 'COMP') return null;
  const lines = priceLines(
    [
      {
        kind: original.lines[0]?.kind ?? 'S',
        description: refund.reason ? `Devolución parcial: ${refund.reason}` : 'Devolución parcial',
        quantity: 1,
        unitPrice: roundMoney(refund.amount),
        discount: 0,
      },
    ],
    original.type as InvoiceType,
  );
  const refundedTotal = roundMoney(refund.refundedTotal).toFixed(2);
  const [row] = await db
    .insert(invoices)
    .values({
      sourceType: original.sourceType,
      sourceId: original.sourceId,
      type: 'NCRE',
      status: 'pending',
      refundedTotal,
      userId: original.userId,
      receiverIdType: original.receiverIdType,
      receiverTaxId: original.receiverTaxId,
      receiverName: original.receiverName,
      receiverEmail: original.receiverEmail,
      total: roundMoney(refund.amount).toFixed(2),
      vat: roundMoney(lines.reduce((acc, line) => acc + line.vat, 0)).toFixed(2),
      lines,
      issuer: original.issuer,
      referenceInvoiceId: original.id,
      voidReason: refund.reason,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [existing] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.sourceType, original.sourceType),
        eq(invoices.sourceId, original.sourceId),
        eq(invoices.type, 'NCRE'),
        eq(invoices.refundedTotal, refundedTotal),
      ),
    );
  return existing ?? null;
}
