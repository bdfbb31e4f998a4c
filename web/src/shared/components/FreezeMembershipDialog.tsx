import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import {
  addDays,
  businessDate,
  fieldError,
  formatBusinessDate,
  FREEZE_FIELDS,
  FREEZE_MESSAGES,
  freezeDays,
  freezeError,
  isBusinessDate,
  shiftedEndDate,
} from '@gym/domain';
import { apiErrorInfo } from '../api-error';
import { htmlInputLimits } from '../field-contract';
import { useNotify } from '../notify';
import { SHARED_TEXTS } from '../texts';
import { DateField } from './DateField';
import { FormDialog } from './FormDialog';

const T = SHARED_TEXTS.freezeDialog;

export interface FreezeValues {
  startDate: string;
  endDate: string;
  reason: string;
}

interface Props {
  /** Whose membership: the member's name (or the plan's). */
  holder: string;
  /** The membership's current last day (yyyy-mm-dd). */
  endDate: string;
  /** The screen's own mutation (each feature has its generated hook). */
  onFreeze: (values: FreezeValues) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}

type Errors = Partial<Record<keyof FreezeValues, string>>;

/**
 * Congelar (issue 32 item 4), on the memberships admin and on the desk's client card: from, to
 * and reason, with the new end date shown before confirming. The same rules as the api (domain
 * `membership-freeze.ts`); the plan's yearly cap is the api's to answer.
 */
export function FreezeMembershipDialog({ holder, endDate, onFreeze, onClose, onDone }: Props) {
  const notify = useNotify();
  const today = businessDate();
  const [values, setValues] = useState<FreezeValues>({ startDate: today, endDate: addDays(today, 6), reason: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const datesValid = isBusinessDate(values.startDate) && isBusinessDate(values.endDate);
  const days = datesValid && values.endDate >= values.startDate ? freezeDays(values) : 0;
  const set = (field: keyof FreezeValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    const reason = values.reason.trim();
    const found: Errors = {
      startDate: fieldError(FREEZE_FIELDS.startDate, values.startDate) ?? undefined,
      endDate: fieldError(FREEZE_FIELDS.endDate, values.endDate) ?? undefined,
      reason: fieldError(FREEZE_FIELDS.reason, reason) ?? undefined,
    };
    if (!found.startDate && !found.endDate) {
      const rule = freezeError({
        membership: { status: 'active', endDate, hasOpenFreeze: false },
        today,
        startDate: values.startDate,
        endDate: values.endDate,
        capPerYear: null,
        usedThisYear: 0,
      });
      if (rule === FREEZE_MESSAGES.endBeforeStart || rule === FREEZE_MESSAGES.tooLong) found.endDate = rule;
      else if (rule) found.startDate = rule;
    }
    setErrors(found);
    setAlert(null);
    if (found.startDate || found.endDate || found.reason) return;
    setBusy(true);
    try {
      await onFreeze({ ...values, reason });
      notify.success(FREEZE_MESSAGES.frozen(values.endDate));
      onDone();
    } catch (failure) {
      setAlert(apiErrorInfo(failure).message ?? T.error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={T.title(holder)}
      submitLabel={T.submit}
      dirty={values.reason.trim() !== ''}
      busy={busy}
      error={alert}
      onSubmit={submit}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>{T.body}</DialogContentText>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DateField
          id="freeze-from"
          label={T.from}
          value={values.startDate}
          onChange={set('startDate')}
          error={Boolean(errors.startDate)}
          helperText={errors.startDate ?? ' '}
          required
          fullWidth
        />
        <DateField
          id="freeze-to"
          label={T.to}
          value={values.endDate}
          onChange={set('endDate')}
          error={Boolean(errors.endDate)}
          helperText={errors.endDate ?? ' '}
          required
          fullWidth
        />
      </Box>
      <TextField
        id="freeze-reason"
        label={T.reason}
        value={values.reason}
        onChange={(event) => set('reason')(event.target.value)}
        error={Boolean(errors.reason)}
        helperText={errors.reason ?? ' '}
        required
        fullWidth
        multiline
        minRows={2}
        autoFocus
        slotProps={{ htmlInput: htmlInputLimits(FREEZE_FIELDS.reason) }}
      />
      {days > 0 && (
        <Alert severity="info" role="status">
          {T.newEndDate(days, formatBusinessDate(shiftedEndDate(endDate, days)))}
        </Alert>
      )}
    </FormDialog>
  );
}
