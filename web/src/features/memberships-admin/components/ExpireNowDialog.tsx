import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import { useExpireMembershipsNowAdminMutation } from '../memberships-admin.generated';
import { apiErrorInfo } from '../../../shared/api-error';
import { useNotify } from '../../../shared/notify';
import { MEMBERSHIPS_ADMIN_TEXTS as T } from '../texts';
import { FormDialog } from '../../../shared/components/FormDialog';

/** Admin only: runs the nightly expiry now; the toast says how many expired. */
export function ExpireNowDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const notify = useNotify();
  const [alert, setAlert] = useState<string | null>(null);
  const [run, { loading }] = useExpireMembershipsNowAdminMutation();

  const submit = async () => {
    setAlert(null);
    try {
      const { data } = await run();
      if (data) notify.success(data.expireMembershipsNow.message);
      onDone();
    } catch (error) {
      setAlert(apiErrorInfo(error).message ?? T.expireNowError);
    }
  };

  return (
    <FormDialog
      title={T.expireNowTitle}
      submitLabel={T.expireNow}
      dirty={false}
      busy={loading}
      error={alert}
      onSubmit={submit}
      onClose={onClose}
    >
      <DialogContentText>{T.expireNowBody}</DialogContentText>
    </FormDialog>
  );
}
