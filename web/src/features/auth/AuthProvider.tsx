import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { AUTH_MESSAGES, GOOGLE_SIGN_IN_MESSAGES, SESSION, isSessionExpiring } from '@gym/domain';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  CompleteGoogleSignInDocument,
  LoginDocument,
  LogoutDocument,
  MeDocument,
  RefreshSessionDocument,
  RegisterDocument,
  type RegisterInput,
} from './auth.generated';
import { navigateTo } from '../../platform/navigation';
import { notify } from '../../shared/notify';
import { AuthContext, type AuthContextValue, type CurrentUser } from './auth-context';
import { onSessionEnded } from '../../platform/session-events';
import { clearSnapshots, readSnapshot, saveSnapshot } from '../../platform/offline-snapshot';
import {
  clearSession,
  getRefreshToken,
  getStoredUserId,
  getToken,
  saveIdentity,
  saveSession,
} from '../../platform/session-storage';

interface AuthState {
  user: CurrentUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  lastActivity: Date | null;
  sessionExpiry: Date | null;
}

const SIGNED_OUT: AuthState = {
  user: null,
  isAuthenticated: false,
  isLoading: false,
  lastActivity: null,
  sessionExpiry: null,
};

const DAY_MS = 24 * 3600 * 1000;

/** The member's profile kept for the offline app (issue 32); staff screens need the server anyway. */
const OFFLINE_PROFILE = 'me';
function keepOfflineProfile(user: CurrentUser) {
  if (user.role === 'cliente') saveSnapshot(OFFLINE_PROFILE, user.id, user);
}

function signedIn(user: CurrentUser): AuthState {
  const now = Date.now();
  return {
    user,
    isAuthenticated: true,
    isLoading: false,
    lastActivity: new Date(now),
    sessionExpiry: new Date(now + SESSION.expiryDays * DAY_MS),
  };
}

/** The server's own message when it gave one, else the screen's fallback. */
function failureMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0]?.message;
    if (first) return first;
  }
  return fallback;
}

function isUnauthenticated(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED' || e.extensions?.status === 401)
  );
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  // Without a stored token the visitor is signed out from the first render (no second render).
  const [state, setState] = useState<AuthState>(() => (getToken() ? { ...SIGNED_OUT, isLoading: true } : SIGNED_OUT));
  // Timers and async callbacks read the latest state without re-subscribing.
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const fetchProfile = useCallback(async (): Promise<CurrentUser | null> => {
    const result = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
    return result.data?.me ?? null;
  }, [client]);

  // Start-up: no stored token means signed out without asking the server.
  useEffect(() => {
    if (!getToken()) return;
    let cancelled = false;
    fetchProfile().then(
      (user) => {
        if (cancelled) return;
        if (user) {
          saveIdentity(user.role, user.id);
          keepOfflineProfile(user);
          setState(signedIn(user));
        } else setState(SIGNED_OUT);
      },
      (error: unknown) => {
        if (cancelled) return;
        if (isUnauthenticated(error)) {
          clearSession();
          clearSnapshots();
          setState(SIGNED_OUT);
          return;
        }
        // No signal (or no server): a member stays in with the profile of their last visit, and
        // their home shows what it saved; the server has the final word once it answers again.
        const saved = readSnapshot<CurrentUser>(OFFLINE_PROFILE, getStoredUserId());
        setState(saved ? signedIn(saved.data) : SIGNED_OUT);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [fetchProfile]);

  // The global error handler ended the session (a 401 on a private screen).
  useEffect(
    () =>
      onSessionEnded(() => {
        clearSnapshots();
        void client.clearStore();
        setState(SIGNED_OUT);
      }),
    [client],
  );

  // Activity tick; a session close to its expiry is renewed with the refresh token.
  useEffect(() => {
    if (!state.isAuthenticated) return;
    const timer = setInterval(() => {
      const { sessionExpiry } = stateRef.current;
      setState((s) => (s.isAuthenticated ? { ...s, lastActivity: new Date() } : s));
      const refreshToken = getRefreshToken();
      if (!sessionExpiry || !refreshToken || !isSessionExpiring(sessionExpiry)) return;
      client
        .mutate({ mutation: RefreshSessionDocument, variables: { refreshToken } })
        .then(({ data }) => {
          const payload = data?.refreshSession;
          if (!payload) return;
          saveSession({
            token: payload.token,
            refreshToken: payload.refreshToken,
            role: payload.user.role,
            userId: payload.user.id,
          });
          setState(signedIn(payload.user));
        })
        .catch(() => undefined);
    }, SESSION.activityTickMs);
    return () => clearInterval(timer);
  }, [state.isAuthenticated, client]);

  const authenticate = useCallback(
    (payload: { token: string; refreshToken: string; user: CurrentUser }) => {
      saveSession({
        token: payload.token,
        refreshToken: payload.refreshToken,
        role: payload.user.role,
        userId: payload.user.id,
      });
      client.writeQuery({ query: MeDocument, data: { me: payload.user } });
      keepOfflineProfile(payload.user);
      setState(signedIn(payload.user));
      return payload.user;
    },
    [client],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      let payload;
      try {
        const { data } = await client.mutate({ mutation: LoginDocument, variables: { input: { email, password } } });
        payload = data?.login;
      } catch (error) {
        throw new Error(failureMessage(error, AUTH_MESSAGES.loginError), { cause: error });
      }
      if (!payload?.user || !payload.token) throw new Error(payload?.message || AUTH_MESSAGES.loginError);
      return authenticate(payload);
    },
    [client, authenticate],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      let payload;
      try {
        const { data } = await client.mutate({ mutation: RegisterDocument, variables: { input } });
        payload = data?.register;
      } catch (error) {
        throw new Error(failureMessage(error, AUTH_MESSAGES.registerError), { cause: error });
      }
      if (!payload?.user || !payload.token) throw new Error(payload?.message || AUTH_MESSAGES.registerError);
      return authenticate(payload);
    },
    [client, authenticate],
  );

  const completeGoogleSignIn = useCallback(
    async (code: string) => {
      let payload;
      try {
        const { data } = await client.mutate({ mutation: CompleteGoogleSignInDocument, variables: { code } });
        payload = data?.completeGoogleSignIn;
      } catch (error) {
        throw new Error(failureMessage(error, GOOGLE_SIGN_IN_MESSAGES.failed), { cause: error });
      }
      if (!payload?.user || !payload.token) throw new Error(payload?.message || GOOGLE_SIGN_IN_MESSAGES.failed);
      return authenticate(payload);
    },
    [client, authenticate],
  );

  const logout = useCallback(async () => {
    const refreshToken = getRefreshToken();
    // Revoking the refresh token is best effort; signing out locally must never fail.
    await client.mutate({ mutation: LogoutDocument, variables: { refreshToken } }).catch(() => undefined);
    clearSession();
    clearSnapshots();
    await client.clearStore();
    setState(SIGNED_OUT);
    notify.success(AUTH_MESSAGES.logoutSuccess);
    setTimeout(() => navigateTo('/login'), SESSION.logoutRedirectMs);
  }, [client]);

  const refreshUser = useCallback(async () => {
    if (!getToken()) {
      setState(SIGNED_OUT);
      return false;
    }
    try {
      const user = await fetchProfile();
      if (!user) throw new Error(AUTH_MESSAGES.tokenInvalid);
      saveIdentity(user.role, user.id);
      setState(signedIn(user));
      return true;
    } catch {
      if (!stateRef.current.isAuthenticated) setState(SIGNED_OUT);
      return false;
    }
  }, [fetchProfile]);

  const mergeUser = useCallback((partial: Partial<CurrentUser>) => {
    setState((s) => (s.user ? { ...s, user: { ...s.user, ...partial } } : s));
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      permissions: state.user?.permissions ?? [],
      login,
      register,
      completeGoogleSignIn,
      logout,
      refreshUser,
      mergeUser,
    }),
    [state, login, register, completeGoogleSignIn, logout, refreshUser, mergeUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
