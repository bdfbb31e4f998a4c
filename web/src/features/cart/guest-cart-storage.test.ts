import { STORAGE_KEYS } from '@gym/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDebouncedSaver,
  forgetGuestCart,
  guestSessionId,
  readGuestCart,
  writeGuestCart,
} from './guest-cart-storage';

const item = {
  id: 'p-1',
  name: 'Creatina',
  price: 265,
  image: null,
  options: {},
  quantity: 2,
  cartId: 'line-1',
  addedAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('guest cart storage', () => {
  it('keeps one guest_ session id across visits and forgets it after the merge', () => {
    const id = guestSessionId();
    expect(id).toMatch(/^guest_/);
    expect(guestSessionId()).toBe(id);
    forgetGuestCart();
    expect(guestSessionId()).not.toBe(id);
  });

  it('stores the record of spec §3 (version 2.0, 30 days) and drops an expired one', () => {
    const now = Date.UTC(2026, 10, 1);
    writeGuestCart([item], 'guest_abc', now);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.guestCart) ?? '{}');
    expect(stored).toMatchObject({
      version: '2.0',
      sessionId: 'guest_abc',
      timestamp: now,
      expiresAt: now + 2_592_000_000,
    });
    expect(readGuestCart(now + 1000)?.items).toEqual([item]);
    expect(readGuestCart(now + 2_592_000_000)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.guestCart)).toBeNull();
  });

  it('saves 500 ms after the last change and at most once a second', () => {
    vi.useFakeTimers();
    const save = vi.fn();
    const saver = createDebouncedSaver(save);
    saver.schedule();
    vi.advanceTimersByTime(300);
    saver.schedule();
    vi.advanceTimersByTime(499);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    saver.schedule();
    vi.advanceTimersByTime(500);
    // Only 500 ms since the last save: the throttle holds it until a full second has passed.
    expect(save).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(save).toHaveBeenCalledTimes(2);
  });
});
