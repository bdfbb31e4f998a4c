import { GUEST_SESSION_PREFIX, STORAGE_KEYS } from '@gym/domain';

/**
 * Whether this browser keeps a guest's cart, read from local storage alone: the app's shell asks it
 * before any page renders, so it must not bring the cart's record rules (guest-cart-storage.ts)
 * into the first chunk.
 */

export const hasGuestSession = (): boolean =>
  Boolean(localStorage.getItem(STORAGE_KEYS.guestSessionId)?.startsWith(GUEST_SESSION_PREFIX));

/** A guest session or a stored cart record (possibly expired: the cart checks it when it loads). */
export const hasKeptGuestCart = (): boolean =>
  hasGuestSession() || localStorage.getItem(STORAGE_KEYS.guestCart) !== null;
