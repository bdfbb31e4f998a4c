import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { fieldError, type FieldContract } from '@gym/domain';
import { useState, type FormEvent } from 'react';
import { htmlInputLimits } from '../../../shared/field-contract';
import { PAYMENTS_ADMIN_TEXTS as T } from '../texts';

interface ReasonDialogProps {
  title: string;
  /** Who and how much, so the clerk sees what is being refused. */
  description: string;
  label: string;
  contract: FieldContract;
  submitLabel: string;
  /** The reason typed so far (kept by the caller, so closing and reopening never loses it). */
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
  /** Resolves true when done; false keeps the dialog and its text as they are. */
  onSubmit: (reason: string) => Promise<boolean>;
  onClose: () => void;
}

/** A reason to refuse or cancel: the field has focus, Enter sends, Esc closes (the text is kept). */
export function ReasonDialog({
  title,
  description,
  label,
  contract,
  submitLabel,
  value,
  onChange,
  busy,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const [touched, setTouched] = useState(false);
  const trimmed = value.trim();
  const error = fieldError(contract, trimmed || undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error || busy) return;
    await onSubmit(trimmed);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={label}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            error={touched && error !== null}
            helperText={(touched && error) || ' '}
            required={fieldError(contract, undefined) !== null}
            slotProps={{ htmlInput: htmlInputLimits(contract) }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {T.close}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
