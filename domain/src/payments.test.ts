import { describe, expect, it } from 'vitest';
import {
  checkTransferProof,
  paymentUrgency,
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_TYPES,
} from './payments';

const NOW = new Date('2026-03-10T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

describe('payment vocabulary', () => {
  it('lists the spec statuses, methods and types', () => {
    expect(Object.keys(PAYMENT_STATUS_LABELS)).toEqual(['completed', 'pending', 'failed', 'cancelled']);
    expect(PAYMENT_METHODS).toEqual(['cash', 'card', 'transfer', 'mobile']);
    expect(PAYMENT_TYPES).toContain('store_transfer');
    expect(PAYMENT_TYPES).toHaveLength(7);
  });
});

describe('paymentUrgency', () => {
  it('escalates transfers at 24, 48 and 72 hours', () => {
    expect(paymentUrgency('transfer', hoursAgo(23.9), NOW)).toBe('normal');
    expect(paymentUrgency('transfer', hoursAgo(24), NOW)).toBe('medium');
    expect(paymentUrgency('transfer', hoursAgo(47), NOW)).toBe('medium');
    expect(paymentUrgency('transfer', hoursAgo(48), NOW)).toBe('high');
    expect(paymentUrgency('transfer', hoursAgo(72), NOW)).toBe('critical');
  });
  it('makes cash urgent from 4 hours', () => {
    expect(paymentUrgency('cash', hoursAgo(3.5), NOW)).toBe('normal');
    expect(paymentUrgency('cash', hoursAgo(4), NOW)).toBe('urgent');
  });
  it('makes card medium from 12 hours and urgent from 24', () => {
    expect(paymentUrgency('card', hoursAgo(11), NOW)).toBe('normal');
    expect(paymentUrgency('card', hoursAgo(12), NOW)).toBe('medium');
    expect(paymentUrgency('card', hoursAgo(24), NOW)).toBe('urgent');
  });
});

describe('checkTransferProof', () => {
  it('accepts images and PDF up to 5 MB', () => {
    expect(checkTransferProof(5 * 1024 * 1024, 'application/pdf')).toEqual({ ok: true });
    expect(checkTransferProof(1000, 'image/png')).toEqual({ ok: true });
  });
  it('refuses larger files with 413 and other content with 422', () => {
    expect(checkTransferProof(5 * 1024 * 1024 + 1, 'image/png')).toEqual({
      ok: false,
      status: 413,
      message: PAYMENT_MESSAGES.proofTooLarge,
    });
    expect(checkTransferProof(100, 'text/html')).toMatchObject({ ok: false, status: 422 });
    expect(checkTransferProof(100, null)).toMatchObject({ ok: false, status: 422 });
  });
});
