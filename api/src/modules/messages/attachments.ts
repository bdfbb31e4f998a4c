/**
 * The files an e-mail carries, made when it leaves rather than stored with the message: a queued
 * mail keeps only a reference ('invoice:<id>'), so the PDF is the invoice as it stands when sent.
 */
import type { Executor } from '../../db/client';
import type { MailAttachment } from '../../lib/mailer';
import { invoiceFilename, renderInvoicePdf } from '../invoices/documents';
import { invoiceRow, presentInvoice } from '../invoices/service';
import { getGymConfig } from '../website/config.service';

export const invoiceAttachment = (invoiceId: string) => `invoice:${invoiceId}`;

/** The file a reference names; null when it no longer exists (the mail then leaves without it). */
export async function attachmentOf(db: Executor, ref: string): Promise<MailAttachment | null> {
  const [kind, id] = ref.split(':');
  if (kind !== 'invoice' || !id) return null;
  const row = await invoiceRow(db, id).catch(() => null);
  if (!row) return null;
  const invoice = presentInvoice(row);
  const gym = await getGymConfig(db);
  return {
    filename: invoiceFilename(invoice),
    content: await renderInvoicePdf(invoice, gym.name),
    contentType: 'application/pdf',
  };
}
