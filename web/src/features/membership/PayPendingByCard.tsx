import CreditCard from '@mui/icons-material/CreditCard';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { apiErrorInfo } from '../../shared/api-error';
import { useNotify } from '../../shared/notify';
import {
  useCreateMembershipCardIntentMutation,
  type CardIntentFieldsFragment,
  type CardIntentResultFieldsFragment,
} from '../stripe/stripe.generated';
import { STRIPE_TEXTS } from '../stripe/texts';
import { useCardPayments } from '../stripe/useCardPayments';
import type { MembershipFieldsFragment } from './membership.generated';
import { MEMBERSHIP_TEXTS as T } from './texts';
import { Money } from '../../shared/components/Money';

const CardPaymentForm = lazy(() => import('../stripe/CardPaymentForm'));

/**
 * 'Pagar con tarjeta' on the member's pending membership, when the gym takes cards: its cash or
 * transfer payment becomes a card payment, paid in a dialog (the api refuses one whose transfer
 * proof is under review, and says so). Giving up leaves the membership pending with a card payment
 * (the intent is not cancelled): the member can come back to it, or pay by card at the front desk,
 * which the staff confirm from their card queue.
 */
export function PayPendingByCard({
  membership,
  onPaid,
}: {
  membership: MembershipFieldsFragment;
  onPaid: (result: CardIntentResultFieldsFragment) => void;
}) {
  const card = useCardPayments();
  const notify = useNotify();
  const titleId = useId();
  const [intent, setIntent] = useState<CardIntentFieldsFragment | null>(null);
  const [create, { loading }] = useCreateMembershipCardIntentMutation();
  if (!card.publishableKey) return null;
  const publishableKey = card.publishableKey;

  const start = async () => {
    try {
      const { data } = await create({ variables: { input: { membershipId: membership.id } } });
      if (data) setIntent(data.createMembershipCardIntent);
    } catch (error) {
      notify.error(apiErrorInfo(error).message ?? STRIPE_TEXTS.failed);
    }
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<CreditCard />}
        disabled={loading}
        onClick={() => void start()}
        sx={{ mt: 1 }}
      >
        {T.payByCard}
      </Button>
      {/* No close on Escape or outside: the form's own 'Cancelar' stops a payment it may be confirming. */}
      <Dialog open={intent !== null} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{T.payByCardTitle(membership.planName)}</DialogTitle>
        <DialogContent>
          <Typography gutterBottom>
            <Money label={T.total} value={membership.price} />
          </Typography>
          {intent && (
            <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
              <CardPaymentForm
                intent={intent}
                publishableKey={publishableKey}
                testMode={card.testMode}
                cancelOnServer={false}
                onPaid={(paid) => {
                  setIntent(null);
                  onPaid(paid);
                }}
                onCancel={() => setIntent(null)}
              />
            </Suspense>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
