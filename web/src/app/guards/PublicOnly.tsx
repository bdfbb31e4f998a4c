import { UI_MESSAGES } from '@gym/domain';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/useAuth';
import { FullScreenLoader } from '../../shared/components/Loading';
import { useGymConfig } from '../../platform/gym-config/useGymConfig';
import { afterSignInPath } from '../../platform/redirect-target';

/** Public-only routes (/, /login, /register): a signed-in user is sent to their dashboard. */
export function PublicOnly({ children }: { children?: ReactNode }) {
  const { user, isLoading } = useAuth();
  const { config } = useGymConfig();
  const location = useLocation();
  if (isLoading) return <FullScreenLoader label={UI_MESSAGES.loadingGym(config.name)} />;
  // Same target as the sign-in pages use, so a just-signed-in user is not bounced twice.
  if (user) return <Navigate to={afterSignInPath(location.state, user.role)} replace />;
  return children ?? <Outlet />;
}
