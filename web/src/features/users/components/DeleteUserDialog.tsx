import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { canDeleteUser, USER_MESSAGES, type Actor } from '@gym/domain';
import { useDeleteUserMutation, type UserRowFieldsFragment } from '../users.generated';
import { useNotify } from '../../../shared/notify';
import { apiErrorInfo } from '../../../shared/api-error';
import { USERS_TEXTS as T } from '../texts';

interface DeleteUserDialogProps {
  actor: Actor;
  user: UserRowFieldsFragment;
  onClose: () => void;
  onDeleted: () => void;
}

/** Soft delete: the api marks the user inactive and keeps the history. */
export function DeleteUserDialog({ actor, user, onClose, onDeleted }: DeleteUserDialogProps) {
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  const [deleteUser, { loading }] = useDeleteUserMutation();

  const confirm = async () => {
    const decision = canDeleteUser(actor, user);
    if (!decision.allowed) {
      setError(decision.message);
      return;
    }
    try {
      const { data } = await deleteUser({ variables: { id: user.id } });
      notify.success(data?.deleteUser.message || USER_MESSAGES.deleted);
      onDeleted();
    } catch (failure) {
      setError(apiErrorInfo(failure).message ?? T.deleteError);
    }
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{T.deleteTitle(user.fullName)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{T.deleteBody}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {T.cancel}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={loading}>
          {T.deleteConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
