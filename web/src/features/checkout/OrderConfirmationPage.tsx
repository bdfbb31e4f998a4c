import {
  deliveryTypeOf,
  orderNextSteps,
  DELIVERY_METHOD_LABELS,
  STORE_PAYMENT_METHOD_LABELS,
  type DeliveryMethod,
  type StorePaymentMethod,
} from '@gym/domain';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { useState } from 'react';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { notify } from '../../shared/notify';
import { useCardPayments } from '../stripe/useCardPayments';
import { OrderCardPanel } from './OrderCardPanel';
import { OrderTransferPanel } from './OrderTransferPanel';
import { tokenFromHash } from './urls';
import { useOrderDetailQuery } from './checkout.generated';
import { useGymConfig } from '../../platform/gym-config/useGymConfig';
import { useAuth } from '../auth/useAuth';
import { OrderStatusStepper } from '../../shared/components/OrderStatusStepper';
import { OrderSummary } from './OrderSummary';
import { CHECKOUT_TEXTS } from './texts';

const isPickupOrder = (method: string) =>
  method in DELIVERY_METHOD_LABELS && deliveryTypeOf(method as DeliveryMethod) === 'pickup';

type Address = {
  street: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  reference: string | null;
};

function addressLines(address: Address | null | undefined): string[] {
  if (!address) return [];
  const place = [address.city, address.state, address.zipCode].filter(Boolean).join(', ');
  return [address.street, place, address.reference].filter((line): line is string => Boolean(line));
}

async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    notify.success(CHECKOUT_TEXTS.linkCopied);
  } catch {
    notify.error(CHECKOUT_TEXTS.copyFailed);
  }
}

/**
 * After checkout: the order as the server recorded it. Guests read it with their session id or,
 * from any device, with their transfer link's secret (in the fragment: #token=...).
 */
export default function OrderConfirmationPage() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const { pathname, search, hash } = useLocation();
  const token = tokenFromHash(hash);
  const sessionId = params.get('sessionId');
  const { isAuthenticated } = useAuth();
  const { config } = useGymConfig();
  const { data, loading, refetch } = useOrderDetailQuery({ variables: { id: orderId, sessionId, token } });
  const card = useCardPayments();
  // Said once paid: the order then reads confirmed and the card panel is gone.
  const [cardPaid, setCardPaid] = useState<string | null>(null);
  const order = data?.order;
  if (loading && !order)
    return (
      <Container sx={{ py: 4 }}>
        <Skeleton height={200} />
      </Container>
    );
  if (!order)
    return (
      <Container sx={{ py: 4 }}>
        <Alert severity="warning">{CHECKOUT_TEXTS.orderNotFound}</Alert>
      </Container>
    );
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
        <CheckCircle color="success" sx={{ fontSize: 64 }} />
        <Typography variant="h4" component="h1">
          {CHECKOUT_TEXTS.confirmationTitle}
        </Typography>
        <Typography>{CHECKOUT_TEXTS.confirmationText(order.orderNumber)}</Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography>
          {CHECKOUT_TEXTS.orderStatus}: <strong>{order.statusLabel}</strong>
        </Typography>
        <Typography>
          {CHECKOUT_TEXTS.paymentMethod}:{' '}
          {STORE_PAYMENT_METHOD_LABELS[order.paymentMethod as StorePaymentMethod] ?? order.paymentMethod}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {CHECKOUT_TEXTS.deliveryMethod}:{' '}
          {DELIVERY_METHOD_LABELS[order.deliveryMethod as DeliveryMethod] ?? order.deliveryMethod}
        </Typography>
        <OrderSummary lines={order.items} totals={order} />
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {CHECKOUT_TEXTS.orderProgress}
        </Typography>
        <OrderStatusStepper
          status={order.status}
          deliveryType={order.deliveryType}
          history={order.statusHistory}
          showNotes={false}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-label={CHECKOUT_TEXTS.deliveryPlace}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {CHECKOUT_TEXTS.deliveryPlace}
        </Typography>
        {isPickupOrder(order.deliveryMethod) ? (
          <Typography>
            {CHECKOUT_TEXTS.pickupAt(config.name)}
            {config.contact.address ? `: ${config.contact.address}` : ''}
          </Typography>
        ) : (
          <Typography component="address" sx={{ fontStyle: 'normal' }}>
            {addressLines(order.shippingAddress).map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
          </Typography>
        )}
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 2 }}>
          {CHECKOUT_TEXTS.nextSteps}
        </Typography>
        <Box component="ol" sx={{ pl: 3, my: 0 }}>
          {orderNextSteps(order).map((step) => (
            <li key={step}>
              <Typography>{step}</Typography>
            </li>
          ))}
        </Box>
      </Paper>
      {cardPaid && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {cardPaid}
        </Alert>
      )}
      {order.paymentMethod === 'card' && order.status === 'pending' && !cardPaid && card.publishableKey && (
        <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
          <OrderCardPanel
            orderId={order.id}
            total={order.totalAmount}
            sessionId={sessionId}
            token={token}
            publishableKey={card.publishableKey}
            testMode={card.testMode}
            onPaid={(message) => {
              setCardPaid(message);
              void refetch();
            }}
          />
        </Paper>
      )}
      {order.paymentMethod === 'transfer' && (
        <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
          <OrderTransferPanel orderId={order.id} sessionId={sessionId} token={token} />
          {token && (
            <Alert
              severity="warning"
              sx={{ mt: 2 }}
              action={
                <Button
                  color="inherit"
                  size="small"
                  startIcon={<ContentCopy />}
                  onClick={() => void copyLink(`${window.location.origin}${pathname}${search}${hash}`)}
                >
                  {CHECKOUT_TEXTS.copyLink}
                </Button>
              }
            >
              {CHECKOUT_TEXTS.keepLink}
            </Alert>
          )}
        </Paper>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to="/store">
          {CHECKOUT_TEXTS.keepShopping}
        </Button>
        {isAuthenticated && (
          <Button component={RouterLink} to="/dashboard/client/orders">
            {CHECKOUT_TEXTS.myOrders}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
