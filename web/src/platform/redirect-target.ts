import { homePathForRole } from '@gym/domain';
import type { Location } from 'react-router';

/** Router state the guard leaves on /login so sign-in can return where the visitor was. */
export interface OriginState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** Set by the cart drawer's 'Iniciar sesión': the drawer opens again after sign-in. */
  returnToCart?: boolean;
}

/** Router state handed to the page reached after sign-in. */
export interface AfterSignInState {
  openCart?: boolean;
}

export function afterSignInState(state: unknown): AfterSignInState | undefined {
  return (state as OriginState | null)?.returnToCart ? { openCart: true } : undefined;
}

function originOf(state: unknown): string | null {
  const from = (state as OriginState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return null;
  if (from.pathname === '/login' || from.pathname === '/register') return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Where a freshly signed-in user goes: the origin kept by the guard, else their role's home. */
export function afterSignInPath(state: unknown, role: string): string {
  return originOf(state) ?? homePathForRole(role);
}
