import { useCallback, useState } from 'react';
import { PrivateFileError } from '../../platform/private-file';
import { useNotify } from '../../shared/notify';
import { openInvoicePdf } from './open-invoice';
import { INVOICES_TEXTS as T } from './texts';

/** Opens a document's PDF in a new tab; a refusal shows as a toast. */
export function useOpenInvoice() {
  const notify = useNotify();
  const [opening, setOpening] = useState(false);
  const openPdf = useCallback(
    async (pdfPath: string) => {
      setOpening(true);
      try {
        await openInvoicePdf(pdfPath);
      } catch (error) {
        notify.error(error instanceof PrivateFileError ? error.message : T.pdf.failed);
      } finally {
        setOpening(false);
      }
    },
    [notify],
  );
  return { openPdf, opening };
}
