import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import type { ReactNode } from 'react';
import { Money } from '../../../shared/components/Money';
import { inGymTime } from '../../../shared/dayjs';
import { InvoiceStatusChip, invoiceNumber } from '../datagrid';
import { useInvoiceDetailQuery } from '../invoices.generated';
import { useOpenInvoice } from '../useOpenInvoice';
import { canCorrectReceiver, ReceiverCorrection } from './ReceiverCorrection';
import { INVOICES_TEXTS as T } from '../texts';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.25 }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 150, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const dateTime = (value: string) => inGymTime(value).format('DD/MM/YYYY HH:mm');

/** A document's detail: items and VAT, its PDF, and what voids or corrects it. */
export function InvoiceDrawer({
  id,
  onClose,
  onOpen,
}: {
  id: string | null;
  onClose: () => void;
  /** Opens another document (the invoice a credit note corrects). */
  onOpen: (id: string) => void;
}) {
  const { data, loading, error } = useInvoiceDetailQuery({ variables: { id: id ?? '' }, skip: !id });
  const invoice = data?.invoice;
  const { openPdf, opening } = useOpenInvoice();

  return (
    <Drawer anchor="right" open={Boolean(id)} onClose={onClose}>
      <Box sx={{ width: { xs: '100vw', sm: 520 }, p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {invoice ? T.drawerTitle(invoice.typeLabel, invoiceNumber(invoice)) : T.title}
          </Typography>
          <IconButton aria-label={T.close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {loading && !invoice && <Skeleton variant="rounded" height={240} aria-label={T.detailLoading} />}
        {error && !invoice && <Alert severity="error">{T.detailFailed}</Alert>}
        {invoice && (
          <Stack spacing={1.5}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <InvoiceStatusChip invoice={invoice} />
              {invoice.status === 'failed' && (
                <Typography variant="caption" color="text.secondary">
                  {T.attempts(invoice.attempts)}
                </Typography>
              )}
            </Box>
            {!invoice.fiscal && <Alert severity="info">{T.receiptNotice}</Alert>}
            {invoice.lastError && invoice.status === 'failed' && (
              <Alert severity="warning">
                {T.lastError}: {invoice.lastError}
              </Alert>
            )}
            <Box>
              <Line label={T.issued}>{dateTime(invoice.issuedAt)}</Line>
              {invoice.certifiedAt && <Line label={T.certified}>{dateTime(invoice.certifiedAt)}</Line>}
              {invoice.authorization && <Line label={T.authorization}>{invoice.authorization}</Line>}
              {invoice.certifier && (
                <Line label={T.certifier}>
                  {invoice.certifier.name} (NIT {invoice.certifier.nit})
                </Line>
              )}
              {invoice.issuer && (
                <Line label={T.issuer}>
                  {invoice.issuer.legalName} · NIT {invoice.issuer.nit}
                </Line>
              )}
              <Line label={T.receiver}>
                {invoice.receiver.taxId} · {invoice.receiver.name}
              </Line>
              <Line label={T.source}>{invoice.sourceLabel}</Line>
              {invoice.voidedAt && <Line label={T.voided}>{dateTime(invoice.voidedAt)}</Line>}
              {invoice.voidReason && <Line label={T.voidReason}>{invoice.voidReason}</Line>}
              {invoice.referenceInvoiceId && (
                <Line label={T.reference}>
                  <Link component="button" type="button" onClick={() => onOpen(invoice.referenceInvoiceId!)}>
                    {T.openReference}
                  </Link>
                </Line>
              )}
            </Box>
            {canCorrectReceiver(invoice) && <ReceiverCorrection key={invoice.id} invoice={invoice} />}
            <Divider />
            <Typography variant="subtitle2" component="h3">
              {T.items}
            </Typography>
            <Table size="small" aria-label={T.items}>
              <TableHead>
                <TableRow>
                  <TableCell>{T.itemDescription}</TableCell>
                  <TableCell align="right">{T.itemQty}</TableCell>
                  <TableCell align="right">{T.itemUnit}</TableCell>
                  <TableCell align="right">{T.itemDiscount}</TableCell>
                  <TableCell align="right">{T.itemTotal}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {invoice.lines.map((line, index) => (
                  <TableRow key={index}>
                    <TableCell>{line.description}</TableCell>
                    <TableCell align="right">{line.quantity}</TableCell>
                    <TableCell align="right">
                      <Money value={line.unitPrice} />
                    </TableCell>
                    <TableCell align="right">
                      <Money value={line.discount} />
                    </TableCell>
                    <TableCell align="right">
                      <Money value={line.total} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Box sx={{ textAlign: 'right' }}>
              <Typography variant="body2">
                <Money label={T.vat} value={invoice.vat} />
              </Typography>
              <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                <Money label={T.total} value={invoice.total} />
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                startIcon={<PictureAsPdf />}
                disabled={opening}
                onClick={() => void openPdf(invoice.pdfPath)}
              >
                {T.viewPdf}
              </Button>
              {invoice.verificationUrl && (
                <Button href={invoice.verificationUrl} target="_blank" rel="noopener noreferrer">
                  {T.verify}
                </Button>
              )}
            </Stack>
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}
