import { UI_MESSAGES, decideRouteAccess, type RouteRequirement } from '@gym/domain';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/useAuth';
import { FullScreenLoader } from '../../shared/components/Loading';
import type { OriginState } from '../../platform/redirect-target';

/**
 * Route guard of spec §2: waits for auth, sends visitors to /login keeping where they were,
 * and wrong role or missing permission to /forbidden.
 */
export function RequireAccess({ requirement, children }: { requirement?: RouteRequirement; children?: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <FullScreenLoader label={UI_MESSAGES.verifyingAuth} />;
  const decision = decideRouteAccess(user ? { role: user.role, permissions: user.permissions } : null, requirement);
  if (decision === 'login') {
    const state: OriginState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  if (decision === 'forbidden') return <Navigate to="/forbidden" replace />;
  return children ?? <Outlet />;
}
