import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { usePrivateFile } from '../../../app/usePrivateFile';
import { PAYMENTS_ADMIN_TEXTS as T } from '../texts';

const PROOF_MESSAGES = { network: T.proofNetwork, sessionExpired: T.sessionExpired, failed: T.proofLoadError };

/**
 * The selected transfer's proof beside the queue: an image inline, a PDF embedded with a link to
 * open it alone. Keyed by url by the caller, so each proof loads fresh and its blob URL is freed.
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
    <Box>
      <Box
        component="object"
        data={proof.href}
        type="application/pdf"
        aria-label={T.proofTitle}
        sx={{ width: '100%', height: '60vh', border: 0 }}
      />
      <Link href={proof.href} target="_blank" rel="noopener">
        {T.openPdf}
      </Link>
    </Box>
  );
}
