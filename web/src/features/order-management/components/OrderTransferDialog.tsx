import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { fieldError, formatGTQ, ORDER_MANAGEMENT_FIELDS } from '@gym/domain';
import { FormDialog } from '../../../shared/components/FormDialog';
import { useIdempotencyKey } from '../../../platform/idempotency';
import { apiErrorInfo } from '../../../shared/api-error';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useNotify } from '../../../shared/notify';
import { useConfirmOrderTransferMutation, type ManagementOrderRowFragment } from '../order-management.generated';
import { ORDER_BOARD_TEXTS as T } from '../texts';

const F = ORDER_MANAGEMENT_FIELDS.confirmTransfer;
type Field = keyof typeof F;
const FIELDS: Field[] = ['voucherDetails', 'bankReference', 'notes'];

/** The transfer of an order confirmed once (voucher details, bank reference, notes); a 409 shows here. */
export function OrderTransferDialog({
  order,
  onClose,
  onDone,
}: {
  order: ManagementOrderRowFragment;
  onClose: () => void;
  onDone: () => void;
}) {
  const notify = useNotify();
  const [values, setValues] = useState<Record<Field, string>>({ voucherDetails: '', bankReference: '', notes: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [confirm, confirming] = useConfirmOrderTransferMutation();
  const attempt = useIdempotencyKey();

  const submit = async () => {
    setAlert(null);
    const found = Object.fromEntries(FIELDS.map((f) => [f, fieldError(F[f], values[f].trim() || undefined)]));
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const input = Object.fromEntries(FIELDS.map((f) => [f, values[f].trim() || null]));
    try {
      const { data } = await attempt.send({ id: order.id, input }, (context) =>
        confirm({ variables: { id: order.id, input }, context }),
      );
      notify.success(data?.confirmOrderTransfer.message ?? '');
      onDone();
    } catch (failure) {
      setAlert(apiErrorInfo(failure).message ?? T.actionError);
    }
  };

  return (
    <FormDialog
      title={T.transfer.title(order.orderNumber)}
      submitLabel={T.transfer.submit}
      dirty={FIELDS.some((f) => values[f].trim() !== '')}
      busy={confirming.loading}
      error={alert}
      onSubmit={submit}
      onClose={onClose}
    >
      <DialogContentText>{T.transfer.body(formatGTQ(order.totalAmount))}</DialogContentText>
      {FIELDS.map((field, index) => (
        <TextField
          key={field}
          id={`order-transfer-${field}`}
          label={T.transfer[field]}
          value={values[field]}
          onChange={(event) => {
            setValues((v) => ({ ...v, [field]: event.target.value }));
            setErrors((e) => ({ ...e, [field]: null }));
          }}
          error={Boolean(errors[field])}
          helperText={errors[field] ?? ' '}
          fullWidth
          multiline={field !== 'bankReference'}
          autoFocus={index === 0}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: htmlInputLimits(F[field]) }}
        />
      ))}
    </FormDialog>
  );
}
