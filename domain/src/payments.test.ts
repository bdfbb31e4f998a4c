import { describe, expect, it } from 'vitest';
import {
  cashChange,
  checkTransferProof,
  completesAtDesk,
  dailyIncomeAmount,
  dailyPassConcept,
  dailyIncomeType,
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_TYPES,
  paymentStatusChangeError,
  paymentUrgency,
  statusChangeNeedsReason,
  transferUrgencyWindow,
  waitingHours,
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

describe('payment settlement', () => {
  it('settles a pending payment once, saying what already happened', () => {
    expect(paymentStatusChangeError('pending', 'completed')).toBeNull();
    expect(paymentStatusChangeError('completed', 'cancelled')).toBe(PAYMENT_MESSAGES.alreadySettled('completed'));
    expect(paymentStatusChangeError('failed', 'completed')).toBe(
      'Este pago ya fue rechazado; no se puede procesar de nuevo',
    );
    expect(paymentStatusChangeError('pending', 'pending')).toBe(PAYMENT_MESSAGES.sameStatus);
    expect(statusChangeNeedsReason('failed')).toBe(true);
    expect(statusChangeNeedsReason('completed')).toBe(false);
  });
  it('completes only cash at the desk', () => {
    expect(completesAtDesk('cash')).toBe(true);
    expect(completesAtDesk('transfer')).toBe(false);
    expect(completesAtDesk('card')).toBe(false);
  });
  it('computes the change to the cent and refuses too little', () => {
    expect(cashChange(250, 300)).toEqual({ ok: true, change: 50 });
    expect(cashChange(19.99, 20)).toEqual({ ok: true, change: 0.01 });
    expect(cashChange(0.3, 0.1 + 0.2)).toEqual({ ok: true, change: 0 });
    expect(cashChange(250, 249.99)).toEqual({ ok: false, message: PAYMENT_MESSAGES.receivedBelowAmount });
  });
  it('types and prices a daily income by its visitors', () => {
    expect(dailyIncomeType(1)).toBe('daily');
    expect(dailyIncomeType(4)).toBe('bulk_daily');
    expect(dailyIncomeAmount(25, 4)).toBe(100);
    expect(dailyIncomeAmount(12.5, 3)).toBe(37.5);
  });
  it('writes the daily pass concept with its day as dd/MM/yyyy, as a person reads it', () => {
    expect(dailyPassConcept('Pase diario', '2026-11-28')).toBe('Pase diario 28/11/2026');
    expect(dailyPassConcept('Pase diario', '2026-11-28', 3)).toBe('Pase diario x 3 28/11/2026');
  });
});

describe('transfer urgency windows', () => {
  const NOW = new Date('2026-03-10T12:00:00Z');
  it('agree with the urgency rule at every hour of the first four days', () => {
    for (let hours = 0; hours < 100; hours += 0.5) {
      const createdAt = new Date(NOW.getTime() - hours * 3_600_000);
      const urgency = paymentUrgency('transfer', createdAt, NOW);
      if (urgency === 'urgent') throw new Error('transfers are never "urgent"');
      const window = transferUrgencyWindow(urgency);
      expect(hours).toBeGreaterThanOrEqual(window.from);
      if (window.to !== null) expect(hours).toBeLessThan(window.to);
    }
  });
  it('counts whole hours waited', () => {
    expect(waitingHours(new Date(NOW.getTime() - 90 * 60_000), NOW)).toBe(1);
    expect(waitingHours(new Date(NOW.getTime() + 60_000), NOW)).toBe(0);
  });
});
