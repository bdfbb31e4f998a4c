import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { fieldError, formatGTQ, PAGINATION, PAYMENT_FIELDS } from '@gym/domain';
import { useState, type FormEvent } from 'react';
import { useIdempotencyKey } from '../../../platform/idempotency';
import { useAdminAction } from '../../../platform/useAdminAction';
import { htmlInputLimits } from '../../../shared/field-contract';
import {
  useAdminCancelCardMutation,
  useAdminCardQueueQuery,
  useAdminConfirmCardMutation,
  type QueueItemFieldsFragment,
} from '../payments-admin.generated';
import { PAYMENTS_ADMIN_TEXTS as T } from '../texts';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { MethodQueueTab } from './MethodQueueTab';
import { payerName } from './QueueItemSummary';
import { ReasonDialog } from './ReasonDialog';
import { SEARCH_DEBOUNCE_MS } from './TransferQueueTab';

type Dialogs = { kind: 'confirm'; item: QueueItemFieldsFragment } | { kind: 'cancel'; item: QueueItemFieldsFragment };

const F = PAYMENT_FIELDS.confirmCard;

/** Card payments waiting for their terminal's transaction number: confirm with it, or cancel. */
export function CardTab({ onSettled }: { onSettled?: () => void }) {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const { data, previousData, error, refetch } = useAdminCardQueueQuery({
    variables: { filter: { search: search || null, limit: PAGINATION.cardPayments } },
    fetchPolicy: 'cache-and-network',
  });
  const [confirmCard] = useAdminConfirmCardMutation();
  const attempt = useIdempotencyKey();
  const [cancelCard] = useAdminCancelCardMutation();
  const { run, busy } = useAdminAction({ publicContent: false });
  const [dialog, setDialog] = useState<Dialogs | null>(null);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const items = (data ?? previousData)?.pendingCardPayments.payments ?? [];

  const done = () => {
    setDialog(null);
    onSettled?.();
    void refetch();
  };

  const confirm = async (item: QueueItemFieldsFragment, transactionId: string, cardLast4: string) => {
    const result = await run(
      () =>
        attempt.send({ id: item.payment.id, transactionId, cardLast4 }, (context) =>
          confirmCard({
            variables: { id: item.payment.id, input: { transactionId, cardLast4: cardLast4 || null } },
            context,
          }),
        ),
      T.cardConfirmed,
      T.cardFailed,
    );
    if (result) done();
  };

  const cancel = async (item: QueueItemFieldsFragment, reason: string) => {
    const result = await run(
      () => cancelCard({ variables: { id: item.payment.id, input: { reason: reason || null } } }),
      T.cardCancelled,
      T.cancelFailed,
    );
    if (!result) return false;
    done();
    return true;
  };

  return (
    <MethodQueueTab
      label={T.cardQueueLabel}
      empty={T.emptyCard}
      items={items}
      loaded={Boolean(data)}
      failed={Boolean(error)}
      search={searchInput}
      onSearch={setSearchInput}
      confirmLabel={T.confirmCard}
      cancelLabel={T.cancelCard}
      onConfirm={(item) => setDialog({ kind: 'confirm', item })}
      onCancel={(item) => setDialog({ kind: 'cancel', item })}
    >
      {dialog?.kind === 'confirm' && (
        <ConfirmCardDialog
          item={dialog.item}
          busy={busy}
          onConfirm={(transactionId, last4) => void confirm(dialog.item, transactionId, last4)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'cancel' && (
        <ReasonDialog
          title={T.cancelCardTitle}
          description={`${payerName(dialog.item)} · ${formatGTQ(dialog.item.payment.amount)} · ${dialog.item.payment.concept}`}
          label={T.reasonOptional}
          contract={{ ...PAYMENT_FIELDS.cancel.reason, required: false }}
          submitLabel={T.cancelCard}
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

function ConfirmCardDialog({
  item,
  busy,
  onConfirm,
  onClose,
}: {
  item: QueueItemFieldsFragment;
  busy: boolean;
  onConfirm: (transactionId: string, cardLast4: string) => void;
  onClose: () => void;
}) {
  const [transactionId, setTransactionId] = useState('');
  const [last4, setLast4] = useState('');
  const [touched, setTouched] = useState(false);
  const idError = fieldError(F.transactionId, transactionId.trim() || undefined);
  const last4Error = fieldError(F.cardLast4, last4.trim() || undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (busy || idError || last4Error) return;
    onConfirm(transactionId.trim(), last4.trim());
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{T.confirmCardTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {payerName(item)} · {formatGTQ(item.payment.amount)} · {item.payment.concept}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            label={T.transactionId}
            value={transactionId}
            onChange={(event) => setTransactionId(event.target.value)}
            error={touched && idError !== null}
            helperText={(touched && idError) || ' '}
            slotProps={{ htmlInput: htmlInputLimits(F.transactionId) }}
          />
          <TextField
            fullWidth
            label={T.cardLast4}
            value={last4}
            onChange={(event) => setLast4(event.target.value)}
            error={touched && last4Error !== null}
            helperText={(touched && last4Error) || ' '}
            slotProps={{ htmlInput: { ...htmlInputLimits(F.cardLast4), inputMode: 'numeric' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {T.confirmCard}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
