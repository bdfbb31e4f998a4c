import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { WEBSITE_TEXTS as T } from '../texts';

/** Cancel and save at the foot of an editor dialog's form; save waits while a write is on its way. */
export function FormDialogActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <DialogActions>
      <Button onClick={onCancel}>{T.cancel}</Button>
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? T.saving : T.save}
      </Button>
    </DialogActions>
  );
}
