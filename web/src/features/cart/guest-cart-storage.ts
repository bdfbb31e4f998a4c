import {
  CART,
  GUEST_SESSION_PREFIX,
  readStoredCart,
  STORAGE_KEYS,
  storedCartRecord,
  type StoredCartRecord,
} from '@gym/domain';

/** What a guest's stored cart keeps of a line (spec §3 cart item). */
export interface StoredCartItem {
  id: string;
  name: string;
  price: number;
  image: string | null;
  options: Record<string, string>;
  quantity: number;
  cartId: string;
  addedAt: string;
  updatedAt: string;
}

function newSessionId(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replace(/-/g, '')
      : Math.random().toString(36).slice(2) + Date.now().toString(36);
  return `${GUEST_SESSION_PREFIX}${random}`;
}

export function readGuestCart(now: number = Date.now()): StoredCartRecord<StoredCartItem> | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.guestCart);
    const record = readStoredCart<StoredCartItem>(raw ? JSON.parse(raw) : null, now);
    if (!record && raw) localStorage.removeItem(STORAGE_KEYS.guestCart);
    return record;
  } catch {
    return null;
  }
}

/** The guest's session id: the stored one, else a new `guest_...` kept for next visits. */
export function guestSessionId(): string {
  const existing = localStorage.getItem(STORAGE_KEYS.guestSessionId);
  if (existing?.startsWith(GUEST_SESSION_PREFIX)) return existing;
  const fromCart = readGuestCart()?.sessionId;
  const id = fromCart ?? newSessionId();
  localStorage.setItem(STORAGE_KEYS.guestSessionId, id);
  return id;
}

export function writeGuestCart(items: StoredCartItem[], sessionId: string, now: number = Date.now()): void {
  localStorage.setItem(STORAGE_KEYS.guestCart, JSON.stringify(storedCartRecord(items, sessionId, now)));
}

/** After the guest cart joined the user's: forget the guest session and its record. */
export function forgetGuestCart(): void {
  localStorage.removeItem(STORAGE_KEYS.guestCart);
  localStorage.removeItem(STORAGE_KEYS.guestSessionId);
}

/** Debounced save (500 ms after the last change), never more than once a second. */
export function createDebouncedSaver(
  save: () => void,
  debounceMs: number = CART.saveDebounceMs,
  throttleMs: number = CART.saveThrottleMs,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSaved = 0;
  const run = () => {
    const wait = lastSaved + throttleMs - Date.now();
    if (wait > 0) {
      timer = setTimeout(run, wait);
      return;
    }
    timer = undefined;
    lastSaved = Date.now();
    save();
  };
  return {
    schedule() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(run, debounceMs);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
