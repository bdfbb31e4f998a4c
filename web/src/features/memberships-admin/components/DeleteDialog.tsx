import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import { useDeleteMembershipAdminMutation, type AdminMembershipRowFragment } from '../memberships-admin.generated';
import { apiErrorInfo } from '../../../shared/api-error';
import { useNotify } from '../../../shared/notify';
import { MEMBERSHIPS_ADMIN_TEXTS as T } from '../texts';
import { FormDialog } from '../../../shared/components/FormDialog';

interface Props {
  membership: AdminMembershipRowFragment;
  /** How many payments it has: with any, the api archives it instead of deleting it. */
  paymentCount: number;
  onClose: () => void;
  onDone: () => void;
}

/** Eliminar (admin only): says beforehand that one with payments is archived; the api's message follows. */
export function DeleteDialog({ membership, paymentCount, onClose, onDone }: Props) {
  const notify = useNotify();
  const [alert, setAlert] = useState<string | null>(null);
  const [remove, { loading }] = useDeleteMembershipAdminMutation();

  const submit = async () => {
    setAlert(null);
    try {
      const { data } = await remove({ variables: { id: membership.id } });
      if (data) notify.success(data.deleteMembership.message);
      onDone();
    } catch (error) {
      setAlert(apiErrorInfo(error).message ?? T.dialogs.deleteError);
    }
  };

  return (
    <FormDialog
      title={T.dialogs.deleteTitle(membership.user?.fullName ?? membership.planName)}
      submitLabel={T.dialogs.deleteSubmit}
      submitColor="error"
      dirty={false}
      busy={loading}
      error={alert}
      onSubmit={submit}
      onClose={onClose}
    >
      <DialogContentText>{paymentCount > 0 ? T.dialogs.deleteArchivedNote : T.dialogs.deleteBody}</DialogContentText>
    </FormDialog>
  );
}
