/**
 * The invoices module's side effects, each run by the job queue after the sale committed (at most
 * once per event, retried with backoff): a sale that completes gets its invoice (certified here)
 * or Comprobante; a cancelled sale voids it; a refund voids it (all of it) or issues a credit note
 * (part of it); staff's 'Reintentar' certifies again.
 */
import { eq } from 'drizzle-orm';
import { invoices } from '../../db/schema/index';
import { onEvent, type EventHandler } from '../../events/handler';
import { certifyInvoice, voidInvoice } from './certify.service';
import { invoiceOfSource, issueCreditNote, issueForLocalSale, issueForPayment, sourceOfPayment } from './issue.service';

const VOID_REASON_DEFAULT = 'Venta anulada';

export const invoicePayment = onEvent(
  'payment.completed',
  'invoices.issue-payment',
  async (event, context, delivery) => {
    const row = await issueForPayment(context.db, context.config, event.payload.paymentId);
    if (row?.status === 'pending') await certifyInvoice(context, row.id, delivery);
  },
);

export const invoiceLocalSale = onEvent(
  'local_sale.completed',
  'invoices.issue-local-sale',
  async (event, context, delivery) => {
    const row = await issueForLocalSale(context.db, context.config, event.payload.saleId);
    if (row?.status === 'pending') await certifyInvoice(context, row.id, delivery);
  },
);

export const voidCancelledPayment = onEvent(
  'payment.cancelled',
  'invoices.void-payment',
  async (event, context, delivery) => {
    const source = await sourceOfPayment(context.db, event.payload.paymentId);
    const row = await invoiceOfSource(context.db, source.type, source.id);
    if (row) await voidInvoice(context, row.id, event.payload.reason ?? VOID_REASON_DEFAULT, delivery);
  },
);

export const voidCancelledLocalSale = onEvent(
  'local_sale.cancelled',
  'invoices.void-local-sale',
  async (event, context, delivery) => {
    const row = await invoiceOfSource(context.db, 'local_sale', event.payload.saleId);
    if (row) await voidInvoice(context, row.id, event.payload.reason ?? VOID_REASON_DEFAULT, delivery);
  },
);

/** A refund of everything voids the invoice; part of it, a credit note for that part. */
export const refundedPayment = onEvent('payment.refunded', 'invoices.refund', async (event, context, delivery) => {
  const { paymentId, amount, refundedTotal, reason } = event.payload;
  const source = await sourceOfPayment(context.db, paymentId);
  const original = await invoiceOfSource(context.db, source.type, source.id);
  // The sale's own invoice is issued by its own handler, maybe not yet: the queue tries again. A
  // sale from before invoices existed has none: nothing to correct after the last try.
  if (!original) {
    if (delivery.final) return;
    throw new Error('La factura de la venta aún no existe');
  }
  if (refundedTotal >= Number(original.total)) {
    await voidInvoice(context, original.id, reason ?? 'Reembolso total', delivery);
    return;
  }
  const note = await issueCreditNote(context.db, original, { amount, refundedTotal, reason });
  if (note?.status === 'pending') await certifyInvoice(context, note.id, delivery);
});

export const retryInvoice = onEvent('invoice.retry_requested', 'invoices.retry', async (event, context, delivery) => {
  const [row] = await context.db.select().from(invoices).where(eq(invoices.id, event.payload.invoiceId));
  if (!row) return;
  if (row.status === 'voiding') await voidInvoice(context, row.id, row.voidReason ?? VOID_REASON_DEFAULT, delivery);
  else await certifyInvoice(context, row.id, delivery);
});

export const invoiceHandlers: EventHandler[] = [
  invoicePayment,
  invoiceLocalSale,
  voidCancelledPayment,
  voidCancelledLocalSale,
  refundedPayment,
  retryInvoice,
] as EventHandler[];
