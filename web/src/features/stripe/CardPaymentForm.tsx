import { formatGTQ } from '@gym/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState, type FormEvent } from 'react';
import { apiErrorInfo } from '../../shared/api-error';
import { cardErrorMessage } from './card-error';
import { stripeFor } from './load-stripe';
import {
  useCancelCardIntentMutation,
  useConfirmCardIntentMutation,
  type CardIntentFieldsFragment,
  type CardIntentResultFieldsFragment,
} from './stripe.generated';
import { STRIPE_TEXTS as T } from './texts';

export interface CardPaymentFormProps {
  intent: CardIntentFieldsFragment;
  publishableKey: string;
  testMode: boolean;
  /** The server recorded the payment: completed, or still processing at the bank. */
  onPaid: (result: CardIntentResultFieldsFragment) => void;
  /** The member gave up on the card; the intent was cancelled when `cancelOnServer`. */
  onCancel: () => void;
  /** Signed-in members release the pending payment; a guest's order keeps its pending one. */
  cancelOnServer: boolean;
}

type Loaded = { state: 'loading' } | { state: 'ready'; stripe: Stripe } | { state: 'failed' };

/**
 * The card form (Stripe's Payment Element, 3-D Secure included) for an intent the server created
 * with its own amount. Paying confirms in the browser with Stripe.js, then asks the server to read
 * the charge from Stripe and apply it (the webhook does the same, at most once).
 */
export default function CardPaymentForm(props: CardPaymentFormProps) {
  const theme = useTheme();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    void stripeFor(props.publishableKey).then((stripe) => {
      if (live) setLoaded(stripe ? { state: 'ready', stripe } : { state: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [props.publishableKey]);

  return (
    <Box component="section" aria-label={T.formLabel} sx={{ maxWidth: 520 }}>
      {props.testMode && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {T.testMode}
        </Alert>
      )}
      {loaded.state === 'loading' && (
        <Stack spacing={1} aria-label={T.loading}>
          <Skeleton variant="rounded" height={44} />
          <Skeleton variant="rounded" height={44} />
        </Stack>
      )}
      {loaded.state === 'failed' && (
        <Stack spacing={1}>
          <Alert severity="error">{T.unavailable}</Alert>
          <Box>
            <Button onClick={props.onCancel}>{T.cancel}</Button>
          </Box>
        </Stack>
      )}
      {loaded.state === 'ready' && (
        <Elements
          stripe={loaded.stripe}
          options={{
            clientSecret: props.intent.clientSecret,
            locale: 'es',
            appearance: {
              theme: 'stripe',
              variables: {
                colorPrimary: theme.palette.primary.main,
                borderRadius: `${theme.shape.borderRadius}px`,
              },
            },
          }}
        >
          <PayForm {...props} />
        </Elements>
      )}
    </Box>
  );
}

function PayForm({ intent, onPaid, onCancel, cancelOnServer }: CardPaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirm] = useConfirmCardIntentMutation();
  const [cancel] = useCancelCardIntentMutation();

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setError(null);
    try {
      // 3-D Secure, when the bank asks for it, happens inside this call (Stripe's own window).
      const outcome = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (outcome.error) {
        setError(cardErrorMessage(outcome.error));
        return;
      }
      const { data } = await confirm({ variables: { paymentIntentId: intent.paymentIntentId } });
      const result = data?.confirmCardIntent;
      if (result && (result.status === 'completed' || result.providerStatus === 'processing')) onPaid(result);
      else setError(result?.message ?? T.failed);
    } catch (failure) {
      setError(apiErrorInfo(failure).message ?? T.failed);
    } finally {
      setBusy(false);
    }
  };

  const giveUp = async () => {
    if (cancelOnServer) {
      try {
        await cancel({ variables: { paymentIntentId: intent.paymentIntentId } });
      } catch {
        // Already charged or gone: the server keeps what Stripe says; the member just leaves.
      }
    }
    onCancel();
  };

  return (
    <Box component="form" onSubmit={(event: FormEvent) => void pay(event)} noValidate>
      <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={!ready || busy} startIcon={<LockOutlined />}>
          {busy ? T.paying : T.pay(formatGTQ(intent.amount))}
        </Button>
        <Button onClick={() => void giveUp()} disabled={busy}>
          {T.cancel}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {T.secure}
      </Typography>
    </Box>
  );
}
