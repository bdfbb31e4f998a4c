import { formatGTQ } from '@gym/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useGymConfig } from '../../platform/gym-config/useGymConfig';
import { Spinner } from '../../shared/components/Loading';
import { inGymTime } from '../../shared/dayjs';
import { usePosReceiptQuery } from './pos.generated';
import { POS_TEXTS as T } from './texts';
import { POS_PATH } from './urls';
import { SaleInvoiceButton } from '../invoices/components/SaleInvoiceButton';

const RECEIPT_ID = 'pos-receipt';

/** On paper only the receipt prints, at a till roll's width; the buttons and the dashboard do not. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { margin: '4mm' },
        'body *': { visibility: 'hidden' },
        [`#${RECEIPT_ID}, #${RECEIPT_ID} *`]: { visibility: 'visible' },
        [`#${RECEIPT_ID}`]: {
          position: 'absolute',
          left: 0,
          top: 0,
          width: '80mm',
          boxShadow: 'none !important',
          padding: '0 !important',
        },
      },
    }}
  />
);

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The printable receipt of a counter sale: Enter (or Esc) starts the next sale, P prints. */
export default function ReceiptPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { config } = useGymConfig();
  const { data, error, loading } = usePosReceiptQuery({ variables: { id } });
  const sale = data?.localSale;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Enter' || event.key === 'Escape') {
        event.preventDefault();
        void navigate(POS_PATH);
      } else if (event.key === 'p' || event.key === 'P') {
        event.preventDefault();
        window.print();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);

  const actions = (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" onClick={() => void navigate(POS_PATH)}>
        {T.newSale}
      </Button>
      <Button variant="outlined" onClick={() => window.print()} disabled={!sale}>
        {T.print}
      </Button>
      {/* A transfer sale is invoiced once its transfer is confirmed, not at the counter. */}
      {sale?.status === 'completed' && <SaleInvoiceButton saleId={sale.id} />}
    </Stack>
  );

  if (loading && !sale) return <Spinner label={T.receiptLoading} />;
  if (error || !sale)
    return (
      <Stack spacing={2}>
        <Alert severity="error">{T.receiptFailed}</Alert>
        {actions}
      </Stack>
    );

  const contact = [config.contact.address, config.contact.phone].filter(Boolean).join(' · ');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {printStyles}
      {actions}
      <Paper
        id={RECEIPT_ID}
        component="article"
        aria-label={`${T.receiptTitle} ${sale.saleNumber}`}
        sx={{ p: 3, width: '100%', maxWidth: 420 }}
      >
        <Box sx={{ textAlign: 'center', mb: 1 }}>
          <Typography variant="h6" component="h1">
            {config.name}
          </Typography>
          {contact && (
            <Typography variant="caption" color="text.secondary">
              {contact}
            </Typography>
          )}
        </Box>
        <Row label={T.receiptNumber} value={sale.saleNumber} />
        <Row label={T.receiptDate} value={inGymTime(sale.createdAt).format('DD/MM/YYYY HH:mm')} />
        {sale.employee && <Row label={T.receiptSeller} value={sale.employee.name} />}
        <Row label={T.receiptCustomer} value={sale.customer.name} />
        <Divider sx={{ my: 1 }} />
        <Table size="small" padding="none">
          <TableHead>
            <TableRow>
              <TableCell>{T.receiptProduct}</TableCell>
              <TableCell align="center">{T.receiptQty}</TableCell>
              <TableCell align="right">{T.receiptAmount}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sale.items.map((item) => (
              <TableRow key={item.id}>
                <TableCell>
                  <Typography variant="body2">{item.name}</Typography>
                  <Typography variant="caption" component="div" color="text.secondary">
                    {item.sku} · {formatGTQ(item.unitPrice)}
                  </Typography>
                </TableCell>
                <TableCell align="center">{item.quantity}</TableCell>
                <TableCell align="right">{formatGTQ(item.lineTotal)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Divider sx={{ my: 1 }} />
        <Row label={T.subtotal} value={formatGTQ(sale.subtotal)} />
        <Row label={T.vat} value={formatGTQ(sale.taxAmount)} />
        <Row label={T.total} value={formatGTQ(sale.totalAmount)} strong />
        <Divider sx={{ my: 1 }} />
        {sale.paymentMethod === 'cash' ? (
          <>
            <Row label={T.cashReceived} value={formatGTQ(sale.cashReceived)} />
            <Row label={T.changeLabel} value={formatGTQ(sale.change)} strong />
          </>
        ) : (
          <>
            <Row label={T.transfer} value={sale.transferReference ?? T.noReference} />
            <Row label={T.receiptStatus} value={sale.statusLabel} />
          </>
        )}
        <Typography variant="caption" component="p" color="text.secondary" sx={{ textAlign: 'center', mt: 2 }}>
          {T.receiptPricesNote}
        </Typography>
        <Typography variant="body2" component="p" sx={{ textAlign: 'center' }}>
          {T.receiptThanks}
        </Typography>
      </Paper>
    </Stack>
  );
}
