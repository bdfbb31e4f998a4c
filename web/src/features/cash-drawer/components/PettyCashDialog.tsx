import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CASH_DRAWER_FIELDS as F, fieldError } from '@gym/domain';
import { FormDialog } from '../../../shared/components/FormDialog';
import { apiErrorInfo } from '../../../shared/api-error';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useNotify } from '../../../shared/notify';
import { useRecordPettyCashMutation } from '../cash-drawer.generated';
import { CASH_DRAWER_TEXTS as T } from '../texts';

/** 'Retiro de caja': cash taken out of the drawer, with its reason. */
export function PettyCashDialog({ onClose }: { onClose: () => void }) {
  const notify = useNotify();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [record, recording] = useRecordPettyCashMutation({ refetchQueries: ['CurrentCashSession'] });
  const value = amount.trim() === '' ? undefined : Number(amount);
  const amountError = amount.trim() === '' ? null : fieldError(F.pettyAmount, value);

  const submit = async () => {
    setAlert(null);
    const found = fieldError(F.pettyAmount, value) ?? fieldError(F.pettyReason, reason.trim() || undefined);
    if (found) {
      setAlert(found);
      return;
    }
    try {
      const { data } = await record({ variables: { input: { amount: value!, reason: reason.trim() } } });
      notify.success(data?.recordPettyCash.message ?? '');
      onClose();
    } catch (failure) {
      setAlert(apiErrorInfo(failure).message ?? T.bar.loadError);
    }
  };

  return (
    <FormDialog
      title={T.petty.title}
      submitLabel={T.petty.submit}
      dirty={amount.trim() !== '' || reason.trim() !== ''}
      busy={recording.loading}
      error={alert}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField
          id="petty-amount"
          type="number"
          label={T.petty.amount}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={Boolean(amountError)}
          helperText={amountError ?? ' '}
          autoFocus
          required
          slotProps={{ htmlInput: htmlInputLimits(F.pettyAmount) }}
        />
        <TextField
          id="petty-reason"
          label={T.petty.reason}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          slotProps={{ htmlInput: htmlInputLimits(F.pettyReason) }}
        />
      </Stack>
    </FormDialog>
  );
}
