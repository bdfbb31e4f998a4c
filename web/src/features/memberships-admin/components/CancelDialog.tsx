import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { fieldError, MEMBERSHIP_FIELDS, MEMBERSHIP_MESSAGES } from '@gym/domain';
import { useCancelMembershipAdminMutation, type AdminMembershipRowFragment } from '../memberships-admin.generated';
import { apiErrorInfo } from '../../../shared/api-error';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useNotify } from '../../../shared/notify';
import { MEMBERSHIPS_ADMIN_TEXTS as T } from '../texts';
import { FormDialog } from '../../../shared/components/FormDialog';

const REASON = MEMBERSHIP_FIELDS.cancel.reason;

interface Props {
  membership: AdminMembershipRowFragment;
  onClose: () => void;
  onDone: () => void;
}

/** Cancelar: the reason is required (the same rule and message as the api). */
export function CancelDialog({ membership, onClose, onDone }: Props) {
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [cancel, { loading }] = useCancelMembershipAdminMutation();

  const submit = async () => {
    const found = fieldError(REASON, reason.trim());
    setError(found);
    setAlert(null);
    if (found) return;
    try {
      await cancel({ variables: { id: membership.id, reason: reason.trim() } });
      notify.success(MEMBERSHIP_MESSAGES.cancelled);
      onDone();
    } catch (failure) {
      setAlert(apiErrorInfo(failure).message ?? T.dialogs.cancelError);
    }
  };

  return (
    <FormDialog
      title={T.dialogs.cancelTitle(membership.user?.fullName ?? membership.planName)}
      submitLabel={T.dialogs.cancelSubmit}
      submitColor="error"
      dirty={reason.trim() !== ''}
      busy={loading}
      error={alert}
      onSubmit={submit}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>{T.dialogs.cancelBody}</DialogContentText>
      <TextField
        id="cancel-reason"
        label={T.dialogs.reason}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        required
        fullWidth
        multiline
        minRows={2}
        autoFocus
        slotProps={{ htmlInput: htmlInputLimits(REASON) }}
      />
    </FormDialog>
  );
}
