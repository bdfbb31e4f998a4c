import {
  formatDate,
  formatGTQ,
  PAYMENT_METHOD_LABELS,
  PAYMENT_TYPE_LABELS,
  PROOF_REUPLOAD_TEXTS,
  type PaymentMethod,
} from '@gym/domain';
import { eq } from 'drizzle-orm';
import { orders } from '../../../db/schema/index';
import { onEvent, type JobContext } from '../../../events/handler';
import { getPaymentView, type PaymentView } from '../../payments/ledger';
import { appLink, queueMessages } from '../compose';
import { guestRecipient, recipientOf, type Recipient } from '../recipients';

/** Who paid: the member's account, or the guest who placed the order the payment is for. */
async function payerOf(context: JobContext, payment: PaymentView): Promise<Recipient | null> {
  const member = await recipientOf(context.db, payment.userId);
  if (member) return member;
  if (!payment.orderId) return null;
  const [order] = await context.db
    .select({ customerInfo: orders.customerInfo })
    .from(orders)
    .where(eq(orders.id, payment.orderId));
  return order ? guestRecipient(order.customerInfo) : null;
}

const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

/** A receipt after every completed payment (a transfer's approval says so in its subject). */
export const receiptOfPayment = onEvent('payment.completed', 'messages.payment-receipt', async (event, context) => {
  const payment = await getPaymentView(context.db, event.payload.paymentId);
  if (!payment) return;
  const to = await payerOf(context, payment);
  if (!to) return;
  const approvedTransfer = payment.method === 'transfer';
  await queueMessages(context, {
    kind: 'payment_receipt',
    to: to.email,
    phone: to.phone,
    whatsapp: [to.firstName, formatGTQ(payment.amount), payment.concept],
    userId: to.userId,
    sourceId: event.id,
    content: {
      subject: approvedTransfer
        ? `Transferencia aprobada: recibo de ${formatGTQ(payment.amount)}`
        : `Recibo de tu pago de ${formatGTQ(payment.amount)}`,
      preheader: `${payment.concept} · ${formatGTQ(payment.amount)}`,
      title: approvedTransfer ? 'Aprobamos tu transferencia' : 'Gracias por tu pago',
      paragraphs: [`Hola, ${to.firstName}. Este es el recibo de tu pago.`],
      facts: [
        ['Concepto', payment.concept],
        ['Tipo', PAYMENT_TYPE_LABELS[payment.paymentType] ?? payment.paymentType],
        ['Método', methodLabel(payment.method)],
        ['Fecha', formatDate(payment.validatedAt ?? payment.paymentDate)],
        ['Total (IVA incluido)', formatGTQ(payment.amount)],
        ['Recibo', payment.id.slice(0, 8).toUpperCase()],
      ],
      footnote: 'Este recibo no es una factura.',
    },
  });
});

/** A rejected transfer, with the reason and where to send a new proof. */
export const rejectedPayment = onEvent('payment.rejected', 'messages.payment-rejected', async (event, context) => {
  const payment = await getPaymentView(context.db, event.payload.paymentId);
  if (!payment) return;
  const to = await payerOf(context, payment);
  if (!to) return;
  const where = payment.orderId ? '/dashboard/client/orders' : '/dashboard/client/payments';
  await queueMessages(context, {
    kind: 'payment_rejected',
    to: to.email,
    phone: to.phone,
    whatsapp: [to.firstName, formatGTQ(payment.amount), event.payload.reason ?? PROOF_REUPLOAD_TEXTS.noReason],
    userId: to.userId,
    sourceId: event.id,
    content: {
      subject: `No pudimos aprobar tu pago de ${formatGTQ(payment.amount)}`,
      preheader: event.payload.reason ?? 'Revisa el motivo y envía un nuevo comprobante.',
      title: 'Tu pago fue rechazado',
      paragraphs: [
        `Hola, ${to.firstName}. Revisamos tu ${methodLabel(payment.method).toLowerCase()} por ${payment.concept} y no pudimos aprobarla.`,
        to.userId === null
          ? 'Responde a este correo o comunícate con el gimnasio para completar tu pago.'
          : payment.reuploadDeadline
            ? `Puedes subir un nuevo comprobante desde tu panel hasta el ${formatDate(payment.reuploadDeadline)}; tu pago volverá a revisión sin comprar de nuevo.`
            : 'Puedes subir un nuevo comprobante desde tu panel.',
      ],
      facts: [
        [PROOF_REUPLOAD_TEXTS.rejectionReasonLabel, event.payload.reason ?? PROOF_REUPLOAD_TEXTS.noReason],
        ['Monto', formatGTQ(payment.amount)],
      ],
      ...(to.userId === null ? {} : { button: { label: 'Subir un nuevo comprobante', url: appLink(context, where) } }),
    },
  });
});
