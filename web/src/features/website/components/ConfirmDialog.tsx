import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { WEBSITE_TEXTS as T } from '../texts';

export function ConfirmDialog({
  message,
  onConfirm,
  onClose,
}: {
  message: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby="confirm-text">
      <DialogContent>
        <DialogContentText id="confirm-text">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {T.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
