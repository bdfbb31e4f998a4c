import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CreditCard from '@mui/icons-material/CreditCard';
import { formatGTQ } from '@gym/domain';
import { lazy, Suspense, useState } from 'react';
import { apiErrorInfo } from '../../shared/api-error';
import { useCreateStoreCardIntentMutation, type CardIntentFieldsFragment } from '../stripe/stripe.generated';
import { STRIPE_TEXTS } from '../stripe/texts';
import { CHECKOUT_TEXTS as T } from './texts';

// Stripe's form and Stripe.js load only when the shopper chooses to pay now.
const CardPaymentForm = lazy(() => import('../stripe/CardPaymentForm'));

interface Props {
  orderId: string;
  total: number;
  /** A guest's order is reached with its session or its link's secret. */
  sessionId: string | null;
  token: string | null;
  publishableKey: string;
  testMode: boolean;
  /** The server's word on the payment (confirmed, or still processing at the bank). */
  onPaid: (message: string) => void;
}

/**
 * An order to be paid by card: pay it now online (the server sets the amount from the order). Once
 * paid, the page says so and the order reloads as confirmed, which takes this panel away.
 */
export function OrderCardPanel({ orderId, total, sessionId, token, publishableKey, testMode, onPaid }: Props) {
  const [intent, setIntent] = useState<CardIntentFieldsFragment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useCreateStoreCardIntentMutation();

  const start = async () => {
    setError(null);
    try {
      const { data } = await create({ variables: { orderId, sessionId, token } });
      if (data) setIntent(data.createStoreCardIntent);
    } catch (failure) {
      setError(apiErrorInfo(failure).message ?? STRIPE_TEXTS.failed);
    }
  };

  return (
    <Stack component="section" aria-label={T.payByCardTitle} spacing={1.5}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {T.payByCardTitle}
      </Typography>
      {intent ? (
        <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
          <CardPaymentForm
            intent={intent}
            publishableKey={publishableKey}
            testMode={testMode}
            cancelOnServer={false}
            onPaid={(result) => onPaid(result.message)}
            onCancel={() => setIntent(null)}
          />
        </Suspense>
      ) : (
        <>
          <Typography variant="body2">{T.payByCardHint}</Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <div>
            <Button variant="contained" startIcon={<CreditCard />} onClick={() => void start()} disabled={loading}>
              {T.payByCardNow(formatGTQ(total))}
            </Button>
          </div>
        </>
      )}
    </Stack>
  );
}
