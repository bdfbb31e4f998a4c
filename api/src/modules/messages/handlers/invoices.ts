import { formatDate, formatGTQ } from '@gym/domain';
import { onEvent } from '../../../events/handler';
import { invoiceRow, presentInvoice } from '../../invoices/service';
import { invoiceAttachment } from '../attachments';
import { queueMessages } from '../compose';
import { recipientOf } from '../recipients';

/**
 * The buyer's copy of a certified invoice or credit note, its PDF attached: to the address the
 * sale gave for the invoice, else the member's account. A sale with neither (a walk-in at the
 * counter) gets its invoice printed at the point of sale.
 */
export const invoiceCertified = onEvent('invoice.certified', 'messages.invoice-certified', async (event, context) => {
  const invoice = presentInvoice(await invoiceRow(context.db, event.payload.invoiceId));
  const member = await recipientOf(context.db, invoice.userId);
  const to = invoice.receiver.email ?? member?.email;
  if (!to) return;
  const number = invoice.documentNumber ?? '';
  await queueMessages(context, {
    kind: 'invoice_issued',
    to,
    userId: invoice.userId,
    sourceId: event.id,
    attachment: invoiceAttachment(invoice.id),
    content: {
      subject: `${invoice.typeLabel} ${number} por ${formatGTQ(invoice.total)}`,
      preheader: `${invoice.typeLabel} electrónica certificada por SAT · ${formatGTQ(invoice.total)}`,
      title: `Tu ${invoice.typeLabel.toLowerCase()} electrónica`,
      paragraphs: [
        `Hola${member ? `, ${member.firstName}` : ''}. Adjuntamos ${invoice.type === 'NCRE' ? 'la nota de crédito' : 'la factura'} de tu compra, certificada por SAT.`,
      ],
      facts: [
        ['Número', number],
        ['Autorización', invoice.authorization ?? ''],
        ['NIT', invoice.receiver.taxId],
        ['Nombre', invoice.receiver.name],
        ['Fecha', formatDate(invoice.certifiedAt ?? invoice.issuedAt)],
        ['Total (IVA incluido)', formatGTQ(invoice.total)],
      ],
      ...(invoice.verificationUrl ? { button: { label: 'Verificar en SAT', url: invoice.verificationUrl } } : {}),
    },
  });
});
