import { useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { checkProfileImage, PROFILE_LIMITS, PROFILE_MESSAGES } from '@gym/domain';
import { useNotify } from '../../../shared/notify';
import { UploadError } from '../../../platform/upload';
import { uploadProfileImage } from '../upload-profile-image';
import { PROFILE_TEXTS as T } from '../texts';

interface ProfileImageUploadProps {
  onUploaded: (profileImage: string) => void;
}

export function ProfileImageUpload({ onUploaded }: ProfileImageUploadProps) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again fires another change.
    event.target.value = '';
    if (!file) return;
    // The declared type is only a first filter; the server judges the file by its bytes.
    const check = checkProfileImage(file.size, file.type);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const uploaded = await uploadProfileImage(file, setProgress);
      onUploaded(uploaded.profileImage);
      notify.success(PROFILE_MESSAGES.imageUpdated);
    } catch (failure) {
      setError(failure instanceof UploadError ? failure.message : PROFILE_MESSAGES.imageUploadNetwork);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 320 }}>
      <input
        ref={input}
        type="file"
        hidden
        accept={PROFILE_LIMITS.imageMimeTypes.join(',')}
        onChange={pick}
        data-testid="profile-image-input"
        aria-label={T.photo}
      />
      <Button
        variant="outlined"
        size="small"
        startIcon={<PhotoCameraIcon />}
        onClick={() => input.current?.click()}
        disabled={progress !== null}
      >
        {T.choosePhoto}
      </Button>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {T.photoHint}
      </Typography>
      {progress !== null && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={progress} aria-label={T.uploading(progress)} />
          <Typography variant="caption">{T.uploading(progress)}</Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
