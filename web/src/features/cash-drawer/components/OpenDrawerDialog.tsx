import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { CASH_DRAWER_FIELDS as F, fieldError } from '@gym/domain';
import { FormDialog } from '../../../shared/components/FormDialog';
import { apiErrorInfo } from '../../../shared/api-error';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useNotify } from '../../../shared/notify';
import { useOpenCashSessionMutation } from '../cash-drawer.generated';
import { CASH_DRAWER_TEXTS as T } from '../texts';

/** Opens the clerk's drawer with the float they start with. */
export function OpenDrawerDialog({ onClose }: { onClose: () => void }) {
  const notify = useNotify();
  const [value, setValue] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [open, opening] = useOpenCashSessionMutation({ refetchQueries: ['CurrentCashSession'] });
  const amount = value.trim() === '' ? Number.NaN : Number(value);
  const problem = value.trim() === '' ? null : fieldError(F.openingFloat, amount);

  const submit = async () => {
    setAlert(null);
    const found = fieldError(F.openingFloat, value.trim() === '' ? undefined : amount);
    if (found) {
      setAlert(found);
      return;
    }
    try {
      const { data } = await open({ variables: { openingFloat: amount } });
      notify.success(data?.openCashSession.message ?? '');
      onClose();
    } catch (failure) {
      setAlert(apiErrorInfo(failure).message ?? T.bar.loadError);
    }
  };

  return (
    <FormDialog
      title={T.open.title}
      submitLabel={T.open.submit}
      dirty={value.trim() !== ''}
      busy={opening.loading}
      error={alert}
      submitDisabled={Boolean(problem)}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        id="cash-opening-float"
        type="number"
        label={T.open.float}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? T.open.help}
        autoFocus
        fullWidth
        sx={{ mt: 1 }}
        slotProps={{ htmlInput: htmlInputLimits(F.openingFloat) }}
      />
    </FormDialog>
  );
}
