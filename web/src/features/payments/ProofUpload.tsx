import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { TRANSFER_PROOF_LIMITS } from '@gym/domain';
import { useState, type ChangeEvent } from 'react';
import { useNotify } from '../../shared/notify';
import { PAYMENT_TEXTS as T } from './texts';
import { UploadError } from '../../platform/upload';
import { uploadTransferProof, type ProofUploader } from './upload-transfer-proof';

interface ProofUploadProps {
  paymentId: string;
  /** After the upload: the proof's URL and a warning the member should keep reading (or null). */
  onUploaded?: (proofUrl: string, notice: string | null) => void;
  /** Where the proof goes: the pending payment's proof (default) or a rejected one's new proof. Injected in tests. */
  upload?: ProofUploader;
  /** The button's text (default 'Subir comprobante'). */
  label?: string;
  /** What the member reads once it is sent (default: the proof is received). */
  successMessage?: string;
}

/** Picks the transfer proof and uploads it with a progress bar; size and type are checked before sending. */
export function ProofUpload({
  paymentId,
  onUploaded,
  upload = uploadTransferProof,
  label = T.uploadProof,
  successMessage = T.uploaded,
}: ProofUploadProps) {
  const notify = useNotify();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > TRANSFER_PROOF_LIMITS.maxBytes) return setError(T.tooLarge);
    if (file.type && !(TRANSFER_PROOF_LIMITS.types as readonly string[]).includes(file.type))
      return setError(T.invalidType);
    setProgress(0);
    try {
      const sent = await upload(paymentId, file, setProgress);
      setDone(true);
      setNotice(sent.notice ?? null);
      notify.success(successMessage);
      onUploaded?.(sent.proofUrl, sent.notice ?? null);
    } catch (caught) {
      setError(caught instanceof UploadError ? caught.message : T.serverError);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start', width: '100%' }}>
      {done ? (
        <Alert severity="success">{successMessage}</Alert>
      ) : (
        <Button component="label" variant="outlined" startIcon={<UploadFile />} disabled={progress !== null}>
          {label}
          <input
            hidden
            type="file"
            aria-label={T.chooseFile}
            accept={TRANSFER_PROOF_LIMITS.types.join(',')}
            onChange={onChange}
          />
        </Button>
      )}
      {progress !== null && (
        <Box sx={{ width: '100%', maxWidth: 360 }}>
          <Typography variant="body2" id={`proof-progress-${paymentId}`}>
            {T.uploading(progress)}
          </Typography>
          <LinearProgress variant="determinate" value={progress} aria-labelledby={`proof-progress-${paymentId}`} />
        </Box>
      )}
      {notice && (
        <Alert severity="warning" role="status">
          {notice}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Box>
  );
}
