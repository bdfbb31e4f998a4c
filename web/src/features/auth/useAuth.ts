import { AUTH_MESSAGES } from '@gym/domain';
import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context';

export type { AuthContextValue, CurrentUser } from './auth-context';

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(AUTH_MESSAGES.providerOutside);
  return value;
}
