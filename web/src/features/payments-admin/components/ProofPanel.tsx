import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { usePrivateFile } from '../../../platform/usePrivateFile';
import { PAYMENTS_ADMIN_TEXTS as T } from '../texts';

const PROOF_MESSAGES = { network: T.proofNetwork, sessionExpired: T.sessionExpired, failed: T.proofLoadError };

/**
 * The selected transfer's proof beside the queue: an image inline, a PDF in the browser's own
 * viewer (a frame of the blob, which the site's CSP allows for blob: only), with a button that
 * opens it in its own tab. Keyed by url by the caller, so each proof loads fresh and its blob URL is freed.
 */
export function ProofPanel({ url }: { url: string }) {
  const proof = usePrivateFile(url, PROOF_MESSAGES);
  if (proof.state === 'loading')
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={T.proofLoading} />
      </Box>
    );
  if (proof.state === 'error')
    return (
      <Alert severity="error" role="alert">
        {proof.message}
      </Alert>
    );
  if (proof.type.startsWith('image/'))
    return (
      <Box
        component="img"
        src={proof.href}
        alt={T.proofTitle}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: '60vh', mx: 'auto', objectFit: 'contain' }}
      />
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start', py: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {T.pdfProof}
      </Typography>
      {proof.type === 'application/pdf' && (
        <Box
          component="iframe"
          src={proof.href}
          title={T.proofTitle}
          sx={{ width: '100%', height: '60vh', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      )}
      <Button component="a" href={proof.href} target="_blank" rel="noopener" variant="outlined">
        {T.openPdf}
      </Button>
    </Box>
  );
}
