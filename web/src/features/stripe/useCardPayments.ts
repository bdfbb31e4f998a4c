import { useCardPaymentsConfigQuery } from './stripe.generated';

/**
 * Whether members may pay by card here, and the key Stripe.js needs. Off while unknown and when
 * the bff cannot tell (the card option simply does not show).
 */
export function useCardPayments(): { enabled: boolean; publishableKey: string | null; testMode: boolean } {
  const { data } = useCardPaymentsConfigQuery({ fetchPolicy: 'cache-first' });
  const config = data?.cardPaymentsConfig;
  const enabled = Boolean(config?.enabled && config.publishableKey);
  return {
    enabled,
    publishableKey: enabled ? (config?.publishableKey ?? null) : null,
    testMode: config?.mode === 'test',
  };
}
