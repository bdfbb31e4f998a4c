import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { usePrivateFile } from '../../platform/usePrivateFile';
import { PAYMENT_TEXTS as T } from './texts';

interface ProofViewerProps {
  /** The payment's proofUrl: the bff route that hands the proof to its owner and staff. */
  url: string;
}

const PROOF_MESSAGES = { network: T.proofNetwork, sessionExpired: T.sessionExpired, failed: T.proofLoadError };

function ProofDialog({ url, onClose }: ProofViewerProps & { onClose: () => void }) {
  const proof = usePrivateFile(url, PROOF_MESSAGES);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{T.proofTitle}</DialogTitle>
      <DialogContent>
        {proof.state === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={T.proofLoading} />
          </Box>
        )}
        {proof.state === 'error' && (
          <Alert severity="error" role="alert">
            {proof.message}
          </Alert>
        )}
        {proof.state === 'ready' &&
          (proof.type.startsWith('image/') ? (
            <Box
              component="img"
              src={proof.href}
              alt={T.proofTitle}
              sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto' }}
            />
          ) : (
            <Link href={proof.href} target="_blank" rel="noopener">
              {T.openPdf}
            </Link>
          ))}
      </DialogContent>
      <DialogActions>
        {proof.state === 'ready' && (
          <Button component="a" href={proof.href} download={T.proofFileName(proof.type)}>
            {T.downloadProof}
          </Button>
        )}
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Ver comprobante": opens the proof in a dialog (an image is shown, a PDF opens in a new tab). */
export function ProofViewer({ url }: ProofViewerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)}>
        {T.viewProof}
      </Link>
      {open && <ProofDialog url={url} onClose={() => setOpen(false)} />}
    </>
  );
}
