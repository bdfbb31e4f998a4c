import { UI_MESSAGES } from '@gym/domain';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
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

/**
 * The store's frame while its code arrives: a header bar and product cards of their final sizes,
 * so the page does not flash a full-screen loader or jump when it appears.
 */
export function StorePageSkeleton({ label = UI_MESSAGES.loading }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label={label}
      sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}
    >
      <Box sx={{ height: { xs: 57, sm: 65 }, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }} />
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
        <Skeleton variant="text" width={160} height={48} />
        <Skeleton variant="text" width="50%" sx={{ mb: 3 }} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          {Array.from({ length: 8 }, (_, i) => (
            <Box key={i}>
              <Skeleton variant="rectangular" height={180} />
              <Skeleton width="60%" />
              <Skeleton width="40%" />
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
