import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { fieldError, ORDER_MANAGEMENT_FIELDS, ORDER_MANAGEMENT_MESSAGES } from '@gym/domain';
import { FormDialog } from '../../../shared/components/FormDialog';
import { apiErrorInfo } from '../../../shared/api-error';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useNotify } from '../../../shared/notify';
import { useChangeOrderStatusMutation, type ManagementOrderRowFragment } from '../order-management.generated';
import { ORDER_BOARD_TEXTS as T } from '../texts';

interface Props {
  to: 'cancelled' | 'refunded';
  order: ManagementOrderRowFragment;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Cancel (stock back, pending payment voided) or refund, each with its reason, as the api asks.
 * A 409 (someone cancelled first) is shown in the dialog with the reason still typed.
 */
export function OrderReasonDialog({ to, order, onClose, onDone }: Props) {
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [change, changing] = useChangeOrderStatusMutation();
  const contract = ORDER_MANAGEMENT_FIELDS.status.notes;
  const texts = to === 'cancelled' ? T.cancel : T.refund;

  const submit = async () => {
    setAlert(null);
    const trimmed = reason.trim();
    const found = trimmed ? fieldError(contract, trimmed) : ORDER_MANAGEMENT_MESSAGES.reasonRequired;
    setReasonError(found);
    if (found) return;
    try {
      const { data } = await change({ variables: { id: order.id, input: { status: to, notes: trimmed } } });
      notify.success(data?.changeOrderStatus.message ?? '');
      onDone();
    } catch (failure) {
      setAlert(apiErrorInfo(failure).message ?? T.actionError);
    }
  };

  return (
    <FormDialog
      title={texts.title(order.orderNumber)}
      submitLabel={texts.submit}
      submitColor="error"
      dirty={reason.trim() !== ''}
      busy={changing.loading}
      error={alert}
      onSubmit={submit}
      onClose={onClose}
    >
      <DialogContentText>{texts.body}</DialogContentText>
      <TextField
        id="order-reason"
        label={T.cancel.reason}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(null);
        }}
        error={Boolean(reasonError)}
        helperText={reasonError ?? ' '}
        required
        fullWidth
        multiline
        minRows={2}
        autoFocus
        sx={{ mt: 1 }}
        slotProps={{ htmlInput: htmlInputLimits(contract) }}
      />
    </FormDialog>
  );
}
