import { describe, expect, it } from 'vitest';
import { cardOutcomeStatus, cardProviderMode, refundDecision, refundRemaining } from './card-payments';

describe('card payments', () => {
  it('reads the mode from the secret key prefix', () => {
    expect(cardProviderMode('sk_test_123')).toBe('test');
    expect(cardProviderMode('rk_test_123')).toBe('test');
    expect(cardProviderMode('sk_live_123')).toBe('live');
  });

  it('never lets a late failure undo a success, and lets a failed attempt still succeed', () => {
    expect(cardOutcomeStatus('pending', 'succeeded')).toBe('completed');
    expect(cardOutcomeStatus('pending', 'failed')).toBe('failed');
    expect(cardOutcomeStatus('completed', 'failed')).toBeNull();
    expect(cardOutcomeStatus('completed', 'canceled')).toBeNull();
    expect(cardOutcomeStatus('completed', 'succeeded')).toBeNull();
    expect(cardOutcomeStatus('failed', 'succeeded')).toBe('completed');
    expect(cardOutcomeStatus('failed', 'failed')).toBeNull();
    expect(cardOutcomeStatus('failed', 'canceled')).toBe('cancelled');
    expect(cardOutcomeStatus('cancelled', 'succeeded')).toBeNull();
  });

  it('refunds at most what was paid minus earlier refunds', () => {
    expect(refundDecision(300, 0, null)).toEqual({ ok: true, amount: 300 });
    expect(refundDecision(300, 0, 100.5)).toEqual({ ok: true, amount: 100.5 });
    expect(refundDecision(300, 100.5, null)).toEqual({ ok: true, amount: 199.5 });
    expect(refundDecision(0.3, 0.1, 0.2)).toEqual({ ok: true, amount: 0.2 });
    expect(refundDecision(300, 100, 200.01)).toEqual({
      ok: false,
      message: 'El reembolso supera lo que queda por devolver de este pago (Q 200.00)',
    });
    expect(refundDecision(300, 300, null)).toEqual({ ok: false, message: 'Este pago ya fue reembolsado por completo' });
  });
});

describe('refundRemaining', () => {
  it('is what was paid minus earlier refunds, in centavos, never below zero', () => {
    expect(refundRemaining(300, 100)).toBe(200);
    expect(refundRemaining(0.3, 0.1)).toBe(0.2);
    expect(refundRemaining(300, 300)).toBe(0);
    expect(refundRemaining(300, 310)).toBe(0);
  });
});
