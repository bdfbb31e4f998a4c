import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { IDEMPOTENCY_MESSAGES } from '@gym/domain';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isRetryableFailure, useIdempotencyKey } from './idempotency';

const keyOf = (context: { headers: Record<string, string> }) => context.headers['Idempotency-Key'];
const refusal = (status: number, message = 'Rechazado') =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', status } }] });

describe('useIdempotencyKey', () => {
  it('keeps the key while the same form is sent again after a failure with no answer', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const sale = { items: [{ productId: 'p-1', quantity: 2 }], cashReceived: 100 };
    const first = keyOf(result.current.contextFor(sale));
    result.current.settle(new TypeError('Failed to fetch'));
    // The same values in another key order are the same form.
    expect(keyOf(result.current.contextFor({ cashReceived: 100, items: [{ quantity: 2, productId: 'p-1' }] }))).toBe(
      first,
    );
    result.current.settle(refusal(503));
    expect(keyOf(result.current.contextFor(sale))).toBe(first);
  });

  it('makes a new key after an answer (success or refusal) and when the form changes', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const sale = { cashReceived: 100 };
    const first = keyOf(result.current.contextFor(sale));
    result.current.settle();
    const second = keyOf(result.current.contextFor(sale));
    expect(second).not.toBe(first);
    result.current.settle(refusal(409));
    const third = keyOf(result.current.contextFor(sale));
    expect(third).not.toBe(second);
    expect(keyOf(result.current.contextFor({ cashReceived: 200 }))).not.toBe(third);
  });

  it('tells a lost answer from a refusal', () => {
    expect(isRetryableFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryableFailure(refusal(500))).toBe(true);
    expect(isRetryableFailure(refusal(422))).toBe(false);
    expect(isRetryableFailure(refusal(409))).toBe(false);
    // The first request of the key still runs: its answer is this attempt's, so the key stays.
    expect(isRetryableFailure(refusal(409, IDEMPOTENCY_MESSAGES.inProgress))).toBe(true);
  });
});
