import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useIdempotencyKey } from '../../platform/idempotency';
import { useAdminAction } from '../../platform/useAdminAction';
import { notifyWithAction, useNotify } from '../../shared/notify';
import { CashDrawerBar } from '../cash-drawer/components/CashDrawerBar';
import { DayFigures } from './components/DayFigures';
import { PaymentPanel, type PaymentPanelHandle, type PaymentRequest } from './components/PaymentPanel';
import { PendingTransfers } from './components/PendingTransfers';
import { ProductSearch } from './components/ProductSearch';
import { TicketTable } from './components/TicketTable';
import { usePosSellCashMutation, usePosSellTransferMutation } from './pos.generated';
import { POS_TEXTS as T } from './texts';
import { posReceiptPath } from './urls';
import { useTicket } from './useTicket';

// The drawer's bar shows the cash a sale put in it.
const AFTER_SALE = { refetchQueries: ['PosDay', 'PosPendingTransfers', 'CurrentCashSession'] };

/**
 * The point of sale at the counter, made for the keyboard: the search has the cursor on open,
 * Enter adds, F2 / F4 go to cash / transfer, Enter charges and the receipt opens. The ticket lives
 * in sessionStorage and stays on screen whatever the server answers until a sale is recorded.
 */
export default function PosPage() {
  const ticket = useTicket();
  const navigate = useNavigate();
  const notify = useNotify();
  const searchRef = useRef<HTMLInputElement>(null);
  const paymentRef = useRef<PaymentPanelHandle>(null);
  const [sellCash] = usePosSellCashMutation(AFTER_SALE);
  const [sellTransfer] = usePosSellTransferMutation(AFTER_SALE);
  const { run, busy } = useAdminAction({ publicContent: false });
  const sale = useIdempotencyKey();
  const { lines } = ticket;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F2' && event.key !== 'F4') return;
      event.preventDefault();
      paymentRef.current?.start(event.key === 'F2' ? 'cash' : 'transfer');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const step = useCallback(
    (delta: 1 | -1) => {
      const last = lines[lines.length - 1];
      if (last) ticket.change(last.productId, last.quantity + delta);
    },
    [lines, ticket],
  );

  const charge = async (request: PaymentRequest) => {
    if (lines.length === 0) {
      notify.error(T.emptySale);
      searchRef.current?.focus();
      return;
    }
    const items = lines.map((line) => ({ productId: line.productId, quantity: line.quantity }));
    const { customerName, billing } = request;
    // One key per sale: a retry after a lost answer (the same ticket, the same payment) sends the
    // same key and the api answers the first sale instead of recording a second one.
    const result = await run(
      async () =>
        request.method === 'cash'
          ? await sale.send(
              { items, customerName, billing, cashReceived: request.cashReceived },
              async (context) =>
                (
                  await sellCash({
                    variables: { input: { items, customerName, billing, cashReceived: request.cashReceived } },
                    context,
                  })
                ).data?.sellCash,
            )
          : await sale.send(
              { items, customerName, billing, transferReference: request.transferReference },
              async (context) =>
                (
                  await sellTransfer({
                    variables: {
                      input: { items, customerName, billing, transferReference: request.transferReference },
                    },
                    context,
                  })
                ).data?.sellTransfer,
            ),
      null,
      T.saleFailed,
    );
    // On any refusal the ticket stays as it was (and in sessionStorage) for a correction.
    if (!result) return;
    notify.success(result.message);
    ticket.clear();
    paymentRef.current?.reset();
    void navigate(posReceiptPath(result.sale.id));
  };

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1">
          {T.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {T.subtitle}
        </Typography>
      </Box>
      <CashDrawerBar />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <Paper sx={{ p: 2 }}>
            <ProductSearch ref={searchRef} onAdd={ticket.add} onStep={step} />
          </Paper>
          <Paper sx={{ p: 2 }}>
            <TicketTable
              lines={lines}
              totals={ticket.totals}
              onChange={ticket.change}
              onRemove={ticket.remove}
              onClear={() => {
                // Emptied at once, and 'Deshacer' in the toast puts the same lines back.
                const cleared = lines;
                ticket.clear();
                searchRef.current?.focus();
                if (cleared.length > 0)
                  notifyWithAction(T.ticketCleared(cleared.length), T.undo, () => {
                    ticket.restore(cleared);
                    searchRef.current?.focus();
                  });
              }}
            />
          </Paper>
        </Stack>
        <Stack spacing={2}>
          <Paper sx={{ p: 2 }}>
            <PaymentPanel
              ref={paymentRef}
              total={ticket.totals.totalAmount}
              disabled={lines.length === 0}
              busy={busy}
              onSubmit={(request) => void charge(request)}
              onBack={() => searchRef.current?.focus()}
            />
          </Paper>
          <Paper sx={{ p: 2 }} component="section" aria-label={T.shortcutsLabel}>
            <Typography variant="subtitle2" component="h2">
              {T.shortcutsLabel}
            </Typography>
            <Table size="small">
              <TableBody>
                {T.shortcuts.map(([key, action]) => (
                  <TableRow key={key}>
                    <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600, width: 80 }}>{key}</TableCell>
                    <TableCell>{action}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
          <Paper sx={{ p: 2 }}>
            <DayFigures />
          </Paper>
          <Paper sx={{ p: 2 }}>
            <PendingTransfers />
          </Paper>
        </Stack>
      </Box>
    </Stack>
  );
}
