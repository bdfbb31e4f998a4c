import { STORAGE_KEYS } from '@gym/domain';

/** What the browser keeps of a session (spec §3): tokens, role and user id in local storage. */
export interface StoredSession {
  token: string;
  refreshToken: string;
  role: string;
  userId: string;
}

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.authToken);
}

/** A token is kept: someone may be signed in (the server has the final word). */
export function hasStoredSession(): boolean {
  return getToken() !== null;
}

/** The signed-in user's id as last confirmed by the server. */
export function getStoredUserId(): string | null {
  return localStorage.getItem(STORAGE_KEYS.userId);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refreshToken);
}

export function saveSession(session: StoredSession): void {
  localStorage.setItem(STORAGE_KEYS.authToken, session.token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
  localStorage.setItem(STORAGE_KEYS.userRole, session.role);
  localStorage.setItem(STORAGE_KEYS.userId, session.userId);
}

/** Keeps role and id in step with the profile the server returned. */
export function saveIdentity(role: string, userId: string): void {
  localStorage.setItem(STORAGE_KEYS.userRole, role);
  localStorage.setItem(STORAGE_KEYS.userId, userId);
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.authToken);
  localStorage.removeItem(STORAGE_KEYS.refreshToken);
  localStorage.removeItem(STORAGE_KEYS.userRole);
  localStorage.removeItem(STORAGE_KEYS.userId);
}
