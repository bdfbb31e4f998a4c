import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { SHARED_TEXTS } from '../texts';
import { useWarnBeforeUnload } from '../useWarnBeforeUnload';

const T = SHARED_TEXTS.formDialog;

interface FormDialogProps {
  title: string;
  submitLabel: string;
  /** Something typed would be lost by closing: Escape, the backdrop and Volver ask first. */
  dirty: boolean;
  busy: boolean;
  /** The server's refusal, shown above the buttons; the typed values stay. */
  error: string | null;
  submitColor?: 'primary' | 'error';
  submitDisabled?: boolean;
  /** A confirmation without fields: the submit button takes the focus, so Enter accepts. */
  autoFocusSubmit?: boolean;
  onSubmit: () => void | Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * One dialog shape for the screen's forms: Enter submits (Shift+Enter makes a new line in a
 * multi-line field), Escape closes, and a form with typed work asks before it is discarded.
 */
export function FormDialog({
  title,
  submitLabel,
  dirty,
  busy,
  error,
  submitColor = 'primary',
  submitDisabled = false,
  autoFocusSubmit = false,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [confirming, setConfirming] = useState(false);
  useWarnBeforeUnload(dirty);

  const requestClose = () => {
    if (busy) return;
    if (dirty) setConfirming(true);
    else onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || submitDisabled) return;
    void onSubmit();
  };

  // A textarea keeps Enter for itself; here Enter submits and Shift+Enter starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    if (event.target instanceof HTMLTextAreaElement) {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    }
  };

  return (
    <>
      <Dialog
        open
        onClose={requestClose}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="sm"
        aria-labelledby="form-dialog-title"
      >
        <form noValidate onSubmit={submit} onKeyDown={onKeyDown}>
          <DialogTitle id="form-dialog-title">{title}</DialogTitle>
          <DialogContent>
            {children}
            {error && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={requestClose} disabled={busy}>
              {T.back}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color={submitColor}
              disabled={busy || submitDisabled}
              autoFocus={autoFocusSubmit}
            >
              {submitLabel}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {confirming && (
        <Dialog open onClose={() => setConfirming(false)} aria-labelledby="discard-dialog-title">
          <DialogTitle id="discard-dialog-title">{T.discardTitle}</DialogTitle>
          <DialogContent>
            <DialogContentText>{T.discardBody}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button autoFocus onClick={() => setConfirming(false)}>
              {T.keepEditing}
            </Button>
            <Button color="error" onClick={onClose}>
              {T.discard}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
