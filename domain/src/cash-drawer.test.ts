import { describe, expect, it } from 'vitest';
import {
  cashDifference,
  closeNeedsReason,
  collectedChange,
  countTotal,
  DENOMINATIONS,
  differenceLabel,
  expectedCash,
  signedMovementAmount,
} from './cash-drawer';

describe('cash drawer', () => {
  it('lists the quetzal from Q 200 to Q 0.01, with Q 1 as a bill and as a coin', () => {
    expect(DENOMINATIONS.map((d) => d.value)).toEqual([200, 100, 50, 20, 10, 5, 1, 1, 0.5, 0.25, 0.1, 0.05, 0.01]);
    expect(new Set(DENOMINATIONS.map((d) => d.key)).size).toBe(DENOMINATIONS.length);
  });

  it('adds a count by denomination without floating drift', () => {
    expect(countTotal({ b200: 1, b100: 2, b5: 1, c1: 3, b1: 1, c010: 3, c005: 1, c001: 2 })).toBe(409.37);
    expect(countTotal({ c010: 3 })).toBe(0.3);
    expect(countTotal({})).toBe(0);
  });

  it('expects the float plus the signed movements', () => {
    const movements = [
      { amount: signedMovementAmount('counter_sale', 44.8) },
      { amount: signedMovementAmount('daily_pass', 25) },
      { amount: signedMovementAmount('petty_cash_out', 10.1) },
      { amount: '0.1' },
      { amount: '0.2' },
    ];
    expect(movements[2]!.amount).toBe(-10.1);
    expect(expectedCash(100, movements)).toBe(160);
  });

  it('reports the difference and asks a reason only when there is one', () => {
    expect(cashDifference(155, 160)).toBe(-5);
    expect(differenceLabel(-5)).toBe('Faltante Q 5.00');
    expect(differenceLabel(0.3 - 0.1 - 0.2)).toBe('Cuadra');
    expect(closeNeedsReason(cashDifference(160, 160))).toBe(false);
    expect(closeNeedsReason(-5)).toBe(true);
  });

  it('answers the change of cash collected, or that it does not cover the total', () => {
    expect(collectedChange(87.5, 100)).toEqual({ ok: true, change: 12.5 });
    expect(collectedChange(87.5, 87)).toEqual({ ok: false, message: 'El efectivo recibido no cubre el total' });
  });
});
