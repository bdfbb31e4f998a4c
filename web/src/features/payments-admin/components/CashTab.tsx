import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { cashChange, fieldError, formatGTQ, PAGINATION, PAYMENT_FIELDS } from '@gym/domain';
import { useState, type FormEvent } from 'react';
import { useIdempotencyKey } from '../../../platform/idempotency';
import { useAdminAction } from '../../../platform/useAdminAction';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useNotify } from '../../../shared/notify';
import {
  useAdminCancelCashMutation,
  useAdminCashQueueQuery,
  useAdminConfirmCashMutation,
  type QueueItemFieldsFragment,
} from '../payments-admin.generated';
import { PAYMENTS_ADMIN_TEXTS as T } from '../texts';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { MethodQueueTab } from './MethodQueueTab';
import { payerName } from './QueueItemSummary';
import { ReasonDialog } from './ReasonDialog';
import { SEARCH_DEBOUNCE_MS } from './TransferQueueTab';

type Dialogs = { kind: 'confirm'; item: QueueItemFieldsFragment } | { kind: 'cancel'; item: QueueItemFieldsFragment };

/** Cash waiting at the desk: confirm what was received (the change shows as it is typed) or cancel. */
export function CashTab({ onSettled }: { onSettled?: () => void }) {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const { data, previousData, error, refetch } = useAdminCashQueueQuery({
    variables: { filter: { search: search || null, limit: PAGINATION.cardPayments } },
    fetchPolicy: 'cache-and-network',
  });
  const [confirmCash] = useAdminConfirmCashMutation();
  const attempt = useIdempotencyKey();
  const [cancelCash] = useAdminCancelCashMutation();
  const { run, busy } = useAdminAction({ publicContent: false });
  const notify = useNotify();
  const [dialog, setDialog] = useState<Dialogs | null>(null);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const items = (data ?? previousData)?.pendingCashPayments.payments ?? [];

  const done = () => {
    setDialog(null);
    onSettled?.();
    void refetch();
  };

  const confirm = async (item: QueueItemFieldsFragment, receivedAmount: number) => {
    const result = await run(
      () =>
        attempt.send({ id: item.payment.id, receivedAmount }, (context) =>
          confirmCash({ variables: { id: item.payment.id, input: { receivedAmount } }, context }),
        ),
      null,
      T.cashFailed,
    );
    const change = result?.data?.confirmCashPayment.change;
    if (change === undefined) return;
    notify.success(T.cashConfirmed(formatGTQ(change)));
    done();
  };

  const cancel = async (item: QueueItemFieldsFragment, reason: string) => {
    const result = await run(
      () => cancelCash({ variables: { id: item.payment.id, input: { reason } } }),
      T.cashCancelled,
      T.cancelFailed,
    );
    if (!result) return false;
    done();
    return true;
  };

  return (
    <MethodQueueTab
      label={T.cashQueueLabel}
      empty={T.emptyCash}
      items={items}
      loaded={Boolean(data)}
      failed={Boolean(error)}
      search={searchInput}
      onSearch={setSearchInput}
      confirmLabel={T.confirmCash}
      cancelLabel={T.cancelCash}
      onConfirm={(item) => setDialog({ kind: 'confirm', item })}
      onCancel={(item) => setDialog({ kind: 'cancel', item })}
    >
      {dialog?.kind === 'confirm' && (
        <ConfirmCashDialog
          item={dialog.item}
          busy={busy}
          onConfirm={(received) => void confirm(dialog.item, received)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'cancel' && (
        <ReasonDialog
          title={T.cancelCashTitle}
          description={`${payerName(dialog.item)} · ${formatGTQ(dialog.item.payment.amount)} · ${dialog.item.payment.concept}`}
          label={T.reason}
          contract={PAYMENT_FIELDS.cancel.reason}
          submitLabel={T.cancelCash}
          value={reasons[dialog.item.payment.id] ?? ''}
          onChange={(value) => setReasons((previous) => ({ ...previous, [dialog.item.payment.id]: value }))}
          busy={busy}
          onSubmit={(reason) => cancel(dialog.item, reason)}
          onClose={() => setDialog(null)}
        />
      )}
    </MethodQueueTab>
  );
}

function ConfirmCashDialog({
  item,
  busy,
  onConfirm,
  onClose,
}: {
  item: QueueItemFieldsFragment;
  busy: boolean;
  onConfirm: (received: number) => void;
  onClose: () => void;
}) {
  const amount = item.payment.amount;
  const [received, setReceived] = useState(amount.toFixed(2));
  const value = Number(received);
  const fieldProblem = received.trim() === '' ? null : fieldError(PAYMENT_FIELDS.confirmCash.receivedAmount, value);
  const change = received.trim() === '' || fieldProblem ? null : cashChange(amount, value);
  const problem = fieldProblem ?? (change && !change.ok ? change.message : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !change?.ok) return;
    onConfirm(value);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{T.confirmCashTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {payerName(item)} · {item.payment.concept}
            <br />
            {T.amountDue(formatGTQ(amount))}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            type="number"
            label={T.receivedAmount}
            value={received}
            onChange={(event) => setReceived(event.target.value)}
            error={problem !== null}
            helperText={problem ?? ' '}
            slotProps={{ htmlInput: htmlInputLimits(PAYMENT_FIELDS.confirmCash.receivedAmount) }}
          />
          {change?.ok && (
            <Alert severity="info" role="status">
              {T.change(formatGTQ(change.change))}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !change?.ok}>
            {T.confirmCash}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
