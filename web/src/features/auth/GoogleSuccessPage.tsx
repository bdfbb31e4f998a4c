import { homePathForRole, readGoogleReturn, type GoogleReturn } from '@gym/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useGymConfig } from '../../platform/gym-config/useGymConfig';
import { AuthLayout } from './AuthLayout';
import { AUTH_TEXTS } from './texts';
import { useAuth } from './useAuth';

/**
 * /auth/google-success: where the bff sends the browser back from Google, with a one-time code
 * (`#code=`) or a refusal's key (`#error=`) in the fragment. The fragment is wiped from the
 * address at once (nothing to bookmark, share or replay), the code is spent once through GraphQL,
 * and the session is kept exactly as a password sign-in keeps it; then the role's home.
 */
export function GoogleSuccessPage() {
  const { completeGoogleSignIn } = useAuth();
  const { config } = useGymConfig();
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the fragment is gone from the address after the first render.
  const [arrival] = useState<GoogleReturn>(() => readGoogleReturn(location.hash));
  const [error, setError] = useState<string | null>(
    arrival.kind === 'error' ? arrival.message : arrival.kind === 'none' ? AUTH_TEXTS.googleFailed : null,
  );
  // A code is good once: React's development double effects must not spend it twice.
  const spent = useRef(false);

  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname }, { replace: true });
  }, [location.hash, location.pathname, navigate]);

  useEffect(() => {
    if (arrival.kind !== 'code' || spent.current) return;
    spent.current = true;
    completeGoogleSignIn(arrival.code).then(
      (user) => void navigate(homePathForRole(user.role), { replace: true }),
      (failure: unknown) => setError(failure instanceof Error ? failure.message : AUTH_TEXTS.googleFailed),
    );
  }, [arrival, completeGoogleSignIn, navigate]);

  return (
    <AuthLayout title={AUTH_TEXTS.googleTitle} subtitle={config.name}>
      {error ? (
        <Stack spacing={2.5}>
          <Alert severity="error">{error}</Alert>
          <Button component={RouterLink} to="/login" variant="contained" size="large">
            {AUTH_TEXTS.backToLogin}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2} role="status" sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress />
          <Typography>{AUTH_TEXTS.googleWorking}</Typography>
        </Stack>
      )}
    </AuthLayout>
  );
}
