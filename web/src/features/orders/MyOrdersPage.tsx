import {
  DELIVERY_METHOD_LABELS,
  formatDate,
  STORE_PAYMENT_METHOD_LABELS,
  type DeliveryMethod,
  type StorePaymentMethod,
} from '@gym/domain';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMyOrdersQuery } from './orders.generated';
import { OrderSummary } from '../checkout/OrderSummary';
import { OrderTransferPanel } from '../checkout/OrderTransferPanel';
import { OrderStatusChip } from '../../shared/components/OrderStatusChip';
import { OrderStatusStepper } from '../../shared/components/OrderStatusStepper';
import { ORDERS_TEXTS } from './texts';
import { Money } from '../../shared/components/Money';
import { InvoiceLink } from '../invoices/components/InvoiceLink';
import { useMyInvoices } from '../invoices/useMyInvoices';
import { useAuth } from '../auth/useAuth';
import { OfflineNote } from '../member-app/OfflineNote';
import { useSnapshotFallback } from '../../platform/offline-snapshot';

/** 'Mis pedidos' of the client dashboard: own orders, 10 per page, with status and details. */
export default function MyOrdersPage() {
  const [page, setPage] = useState(1);
  const { user } = useAuth();
  const live = useMyOrdersQuery({ variables: { page }, fetchPolicy: 'cache-and-network' });
  const { loading, error, refetch } = live;
  // The first page is kept for a visit with no signal (the member app); later pages are read live.
  const { data } = useSnapshotFallback('my-orders', page === 1 ? user?.id : null, live.data, Boolean(error));
  const result = data?.myOrders;
  const invoiceOf = useMyInvoices(
    (result?.orders ?? []).map((order) => ({ sourceType: 'order' as const, sourceId: order.id })),
  );

  return (
    <Box>
      <Typography variant="h5" component="h1">
        {ORDERS_TEXTS.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {ORDERS_TEXTS.subtitle}
      </Typography>
      <Box sx={{ mb: 2, '&:empty': { display: 'none' } }}>
        <OfflineNote />
      </Box>
      {error && !result && (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>{ORDERS_TEXTS.retry}</Button>}>
          {ORDERS_TEXTS.loadError}
        </Alert>
      )}
      {loading && !result && <Skeleton variant="rectangular" height={160} />}
      {result && result.orders.length === 0 && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start', py: 2 }}>
          <Typography variant="h6">{ORDERS_TEXTS.empty}</Typography>
          <Typography color="text.secondary">{ORDERS_TEXTS.emptyText}</Typography>
          <Button variant="contained" component={RouterLink} to="/store">
            {ORDERS_TEXTS.goToStore}
          </Button>
        </Stack>
      )}
      {result?.orders.map((order) => {
        const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
        const invoice = invoiceOf({ sourceType: 'order', sourceId: order.id });
        return (
          <Accordion key={order.id} disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
            <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`order-${order.id}`}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={{ xs: 0.5, sm: 2 }}
                sx={{ width: '100%', alignItems: { sm: 'center' } }}
              >
                <Typography sx={{ fontWeight: 600 }}>{ORDERS_TEXTS.order(order.orderNumber)}</Typography>
                <Typography color="text.secondary" variant="body2">
                  {ORDERS_TEXTS.placedOn(formatDate(order.createdAt))} · {ORDERS_TEXTS.items(count)}
                </Typography>
                <Box sx={{ flex: 1 }} />
                <OrderStatusChip status={order.status} />
                <Typography sx={{ fontWeight: 600, minWidth: 100, textAlign: { sm: 'right' } }}>
                  <Money value={order.totalAmount} />
                </Typography>
              </Stack>
            </AccordionSummary>
            <AccordionDetails id={`order-${order.id}`}>
              <Typography variant="body2">
                {ORDERS_TEXTS.payment}:{' '}
                {STORE_PAYMENT_METHOD_LABELS[order.paymentMethod as StorePaymentMethod] ?? order.paymentMethod} ·{' '}
                {ORDERS_TEXTS.delivery}:{' '}
                {DELIVERY_METHOD_LABELS[order.deliveryMethod as DeliveryMethod] ?? order.deliveryMethod}
              </Typography>
              {order.shippingAddress?.street && (
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {ORDERS_TEXTS.address}:{' '}
                  {[order.shippingAddress.street, order.shippingAddress.city].filter(Boolean).join(', ')}
                </Typography>
              )}
              {invoice && (
                <Box sx={{ my: 1 }}>
                  <InvoiceLink invoice={invoice} />
                </Box>
              )}
              <OrderSummary lines={order.items} totals={order} />
              <Typography variant="subtitle2" sx={{ mt: 2 }}>
                {ORDERS_TEXTS.progress}
              </Typography>
              <OrderStatusStepper
                status={order.status}
                deliveryType={order.deliveryType}
                history={order.statusHistory}
                showNotes={false}
              />
              {/* Paid by transfer: the accounts and, while it waits, the proof upload (read when opened). */}
              {order.paymentMethod === 'transfer' && (
                <Box sx={{ mt: 2 }}>
                  <OrderTransferPanel orderId={order.id} allowResubmit onPaymentChanged={() => void refetch()} />
                </Box>
              )}
            </AccordionDetails>
          </Accordion>
        );
      })}
      {result && result.pagination.pages > 1 && (
        <Stack sx={{ alignItems: 'center', mt: 2 }}>
          <Pagination count={result.pagination.pages} page={page} onChange={(_, value) => setPage(value)} />
        </Stack>
      )}
    </Box>
  );
}
