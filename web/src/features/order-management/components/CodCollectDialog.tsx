import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CASH_DRAWER_FIELDS,
  collectedChange,
  fieldError,
  formatGTQ,
  nextStatuses,
  orderStatusInfo,
  COD_COLLECT_STATUSES,
} from '@gym/domain';
import { FormDialog } from '../../../shared/components/FormDialog';
import { apiErrorInfo } from '../../../shared/api-error';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useNotify } from '../../../shared/notify';
import { useChangeOrderStatusMutation, type ManagementOrderRowFragment } from '../order-management.generated';
import { ORDER_BOARD_TEXTS as T } from '../texts';

interface Props {
  order: ManagementOrderRowFragment;
  onClose: () => void;
  onDone: () => void;
}

const F = CASH_DRAWER_FIELDS.amountReceived;

/**
 * Marking a cash-on-delivery order delivered or picked up: the total, the cash received and the
 * change live; 'Cobrar' waits until the cash covers the total. The api completes the payment and
 * puts the cash in the clerk's drawer with the status change.
 */
export function CodCollectDialog({ order, onClose, onDone }: Props) {
  const notify = useNotify();
  const [received, setReceived] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [change, changing] = useChangeOrderStatusMutation();
  const to = nextStatuses(order).find((s) => (COD_COLLECT_STATUSES as readonly string[]).includes(s));
  const amount = received.trim() === '' ? null : Number(received);
  const amountError = amount === null ? null : fieldError(F, amount);
  const counted = amount === null || amountError ? null : collectedChange(order.totalAmount, amount);
  const covers = Boolean(counted?.ok);
  const problem = amountError ?? (counted && !counted.ok ? counted.message : null);

  const submit = async () => {
    if (!to || amount === null || !covers) return;
    setAlert(null);
    try {
      const { data } = await change({ variables: { id: order.id, input: { status: to, amountReceived: amount } } });
      notify.success(data?.changeOrderStatus.message ?? '');
      onDone();
    } catch (failure) {
      setAlert(apiErrorInfo(failure).message ?? T.actionError);
    }
  };

  return (
    <FormDialog
      title={T.collect.title(order.orderNumber, to ? orderStatusInfo(to).label : '')}
      submitLabel={T.collect.submit}
      dirty={received.trim() !== ''}
      busy={changing.loading}
      error={alert}
      submitDisabled={!covers || !to}
      onSubmit={submit}
      onClose={onClose}
    >
      <DialogContentText>{T.collect.body}</DialogContentText>
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {T.collect.total(formatGTQ(order.totalAmount))}
      </Typography>
      <TextField
        id="cod-received"
        type="number"
        label={T.collect.received}
        value={received}
        onChange={(event) => setReceived(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? ' '}
        required
        fullWidth
        autoFocus
        sx={{ mt: 1 }}
        slotProps={{ htmlInput: htmlInputLimits(F) }}
      />
      <Typography role="status" variant="h6" component="p" color={covers ? 'success.main' : 'text.secondary'}>
        {T.collect.change(formatGTQ(counted?.ok ? counted.change : 0))}
      </Typography>
    </FormDialog>
  );
}
