import type { ContentImageKind } from '@gym/domain';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNotify } from '../../../shared/notify';
import { WEBSITE_TEXTS as T } from '../texts';
import { CONTENT_IMAGE_ACCEPT, precheckContentImage, uploadContentImage } from '../upload-content-image';

/** Picks an image, uploads it with a progress bar and hands back its URL (saved with the form). */
export function ImageUploadField({
  kind,
  label,
  value,
  onChange,
}: {
  kind: ContentImageKind;
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
}) {
  const notify = useNotify();
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const problem = precheckContentImage(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    setProgress(0);
    try {
      onChange(await uploadContentImage(kind, file, setProgress));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : T.services.failed);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {value && (
          <Box
            component="img"
            src={value}
            alt={label}
            sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        )}
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<CloudUpload />}
          disabled={progress !== null}
        >
          {T.basic.upload}
          <input
            id={inputId}
            hidden
            type="file"
            accept={CONTENT_IMAGE_ACCEPT}
            aria-label={label}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </Button>
        {value && (
          <Button color="inherit" onClick={() => onChange(null)}>
            {T.services.removeImage}
          </Button>
        )}
      </Stack>
      {progress !== null && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={progress} aria-label={T.services.uploading(progress)} />
          <Typography variant="caption">{T.services.uploading(progress)}</Typography>
        </Box>
      )}
    </Box>
  );
}
