import { UI_MESSAGES } from '@gym/domain';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export type SpinnerSize = 'sm' | 'md' | 'lg' | 'xl';

const SPINNER_PX: Record<SpinnerSize, number> = { sm: 20, md: 32, lg: 48, xl: 64 };

/** Generic spinner 'Cargando...' (spec §2: sizes sm, md, lg, xl). */
export function Spinner({ size = 'md', label = UI_MESSAGES.loading }: { size?: SpinnerSize; label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 2 }}
    >
      <CircularProgress size={SPINNER_PX[size]} aria-hidden />
      <Typography variant={size === 'sm' ? 'body2' : 'body1'} color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** Full-screen waiting view; 'Cargando perfil...' unless told otherwise. */
export function FullScreenLoader({ label = UI_MESSAGES.loadingProfile }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
        px: 2,
        textAlign: 'center',
      }}
    >
      <CircularProgress size={SPINNER_PX.xl} aria-hidden />
      <Typography variant="h6" component="p" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
