import { createContext } from 'react';
import type { RegisterInput } from './auth.generated';
import type { CurrentUserFieldsFragment } from './current-user.fragment.generated';

export type CurrentUser = CurrentUserFieldsFragment;

/** Session state of spec §3 plus the actions of spec §4. */
export interface AuthContextValue {
  user: CurrentUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  permissions: readonly string[];
  lastActivity: Date | null;
  sessionExpiry: Date | null;
  /** Resolves with the signed-in user; rejects with an Error carrying the message to show. */
  login: (email: string, password: string) => Promise<CurrentUser>;
  register: (input: RegisterInput) => Promise<CurrentUser>;
  /** Spends the one-time code of /auth/google-success; stores the session as login does. */
  completeGoogleSignIn: (code: string) => Promise<CurrentUser>;
  logout: () => Promise<void>;
  /** Refetches the profile; resolves false when it could not. */
  refreshUser: () => Promise<boolean>;
  /** Merges fields returned by a profile update into the current user. */
  mergeUser: (partial: Partial<CurrentUser>) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
