import { config } from '../../platform/config';
import { fetchPrivateFile } from '../../platform/private-file';
import { saveFile } from '../reports/save-file';
import { INVOICES_TEXTS as T } from './texts';

/**
 * Opens a document's PDF (`pdfPath`, from the bff) in a new tab. The file needs the bearer token,
 * so it is fetched and shown from a blob URL; the tab opens at the click (before the fetch) so no
 * popup blocker refuses it. Rejects with the message to show.
 */
export async function openInvoicePdf(pdfPath: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchPrivateFile(pdfPath, T.pdf);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The month's documents for the accountant (Excel), saved under the name the server gives. */
export async function downloadInvoicesMonth(month: string): Promise<void> {
  const blob = await fetchPrivateFile(config.invoiceExportUrl(month), { ...T.pdf, failed: T.exportFailed });
  saveFile(blob, T.exportFileName(month));
}
