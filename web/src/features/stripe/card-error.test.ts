import { CARD_PAYMENT_MESSAGES as M } from '@gym/domain';
import { describe, expect, it } from 'vitest';
import { cardErrorMessage } from './card-error';

describe('cardErrorMessage', () => {
  it('names a declined card and a failed 3-D Secure check in our words', () => {
    expect(cardErrorMessage({ type: 'card_error', code: 'card_declined', message: 'Your card was declined.' })).toBe(
      M.cardDeclined,
    );
    expect(cardErrorMessage({ type: 'card_error', code: 'payment_intent_authentication_failure' })).toBe(
      M.authenticationFailed,
    );
  });

  it("keeps Stripe's message for what was typed wrong, and blames the provider for the rest", () => {
    expect(cardErrorMessage({ type: 'validation_error', message: 'El número de tarjeta está incompleto.' })).toBe(
      'El número de tarjeta está incompleto.',
    );
    expect(cardErrorMessage({ type: 'api_connection_error', message: 'Network error' })).toBe(M.providerUnavailable);
  });
});
