import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { useEffect, useState } from 'react';
import { useSaleInvoicesQuery } from '../sale-invoice.generated';
import { useOpenInvoice } from '../useOpenInvoice';
import { INVOICES_TEXTS as T } from '../texts';

/** How often the receipt asks again while the sale's document is being issued and certified. */
export const SALE_INVOICE_POLL_MS = 2000;
/** After this long without a document the receipt stops asking and says 'Factura pendiente'. */
export const SALE_INVOICE_WAIT_MS = 60_000;

/**
 * 'Imprimir factura' after a counter sale: the sale's invoice PDF, or its Comprobante while FEL is
 * off. The document is issued by a job after the sale commits, so the button waits for it
 * ('Certificando factura…'); a certifier outage shows 'Factura pendiente' (staff retry it in
 * 'Facturas') and the sale is never held up.
 */
export function SaleInvoiceButton({ saleId }: { saleId: string }) {
  const { openPdf, opening } = useOpenInvoice();
  const { data, startPolling, stopPolling } = useSaleInvoicesQuery({
    // By the sale itself: a receipt printed again weeks later finds its document as well.
    variables: { filter: { sources: [{ sourceType: 'local_sale', sourceId: saleId }] } },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const invoice =
    data?.invoices.invoices.find(
      (candidate) =>
        candidate.sourceType === 'local_sale' && candidate.sourceId === saleId && candidate.type !== 'NCRE',
    ) ?? null;
  const settled = invoice !== null && invoice.status !== 'pending';
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    if (settled || gaveUp) {
      stopPolling();
      return;
    }
    startPolling(SALE_INVOICE_POLL_MS);
    const timer = setTimeout(() => setGaveUp(true), SALE_INVOICE_WAIT_MS);
    return () => {
      clearTimeout(timer);
      stopPolling();
    };
  }, [settled, gaveUp, startPolling, stopPolling]);

  const failed = invoice?.status === 'failed' || (gaveUp && !settled);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button
        variant="outlined"
        startIcon={<PictureAsPdf />}
        disabled={!settled || failed || opening}
        onClick={() => invoice && void openPdf(invoice.pdfPath)}
      >
        {T.printInvoice}
      </Button>
      {!settled && !failed && (
        <Typography variant="body2" color="text.secondary" role="status">
          {T.invoiceCertifying}
        </Typography>
      )}
      {failed && (
        <Typography variant="body2" color="warning.main" role="status">
          {T.invoicePending}
        </Typography>
      )}
      {settled && invoice && !invoice.fiscal && (
        <Typography variant="body2" color="text.secondary">
          {T.receiptNotice}
        </Typography>
      )}
    </Stack>
  );
}
