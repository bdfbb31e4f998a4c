import { CardPaymentsConfigDocument } from '../features/stripe/stripe.generated';

/** The gym takes cards (test mode): the bff's card configuration, answered as often as asked. */
export const cardPaymentsOnMock = {
  request: { query: CardPaymentsConfigDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      cardPaymentsConfig: {
        __typename: 'CardPaymentsConfig',
        enabled: true,
        mode: 'test',
        currency: 'GTQ',
        publishableKey: 'pk_test_gym',
      },
    },
  },
};
