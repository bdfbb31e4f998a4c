import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { useOpenInvoice } from '../useOpenInvoice';
import type { MyInvoice } from '../useMyInvoices';
import { INVOICES_TEXTS as T } from '../texts';

type LinkedInvoice = Pick<MyInvoice, 'status' | 'fiscal' | 'pdfPath' | 'documentNumber'>;

/**
 * A sale's document as its buyer sees it: 'Ver factura' (or 'Ver comprobante' while FEL is off)
 * opens the PDF; while it is not certified yet, 'Factura pendiente'.
 */
export function InvoiceLink({ invoice }: { invoice: LinkedInvoice }) {
  const { openPdf, opening } = useOpenInvoice();
  if (invoice.status === 'pending' || invoice.status === 'failed')
    return <Chip size="small" variant="outlined" color="warning" label={T.invoicePending} />;
  const label = invoice.fiscal ? T.viewInvoice : T.viewReceipt;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        size="small"
        startIcon={<ReceiptLong />}
        onClick={() => void openPdf(invoice.pdfPath)}
        disabled={opening}
        aria-label={invoice.documentNumber ? `${label} ${invoice.documentNumber}` : label}
      >
        {label}
      </Button>
      {(invoice.status === 'voided' || invoice.status === 'voiding') && (
        <Chip size="small" color="error" variant="outlined" label={T.invoiceVoided} />
      )}
    </Stack>
  );
}
