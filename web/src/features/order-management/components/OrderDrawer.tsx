import { useEffect, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import {
  DELIVERY_TIME_SLOT_LABELS,
  firstNameOf,
  formatGTQ,
  nextStatuses,
  collectsCashOnDelivery,
  orderStatusInfo,
  STORE_PAYMENT_METHOD_LABELS,
  WHATSAPP_TEXTS,
  type DeliveryTimeSlot,
  type StorePaymentMethod,
} from '@gym/domain';
import { apiErrorInfo } from '../../../shared/api-error';
import { inGymTime } from '../../../shared/dayjs';
import { OrderStatusChip } from '../../../shared/components/OrderStatusChip';
import { OrderStatusStepper } from '../../../shared/components/OrderStatusStepper';
import { WhatsAppLink } from '../../../shared/components/WhatsAppLink';
import { useNotify } from '../../../shared/notify';
import {
  useChangeOrderStatusMutation,
  useManagementOrderDetailQuery,
  type ManagementOrderRowFragment,
} from '../order-management.generated';
import { ORDER_BOARD_TEXTS as T } from '../texts';

export type OrderDialog = 'cancel' | 'refund' | 'transfer' | 'collect';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.25 }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 110, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

interface Props {
  id: string;
  /** Its transfer still waits for staff (from the pending transfers list). */
  transferPending: boolean;
  /** A dialog is open over the drawer: its keys are not shortcuts. */
  paused: boolean;
  onClose: () => void;
  onDialog: (dialog: OrderDialog, order: ManagementOrderRowFragment) => void;
  onChanged: () => void;
}

/**
 * One order: items with their options, the customer, address or pickup, payment, its way along
 * the chain and the history; one 'next step' button (S), cancel (C), refund, confirm transfer (T).
 */
export function OrderDrawer({ id, transferPending, paused, onClose, onDialog, onChanged }: Props) {
  const notify = useNotify();
  const { data, loading, error } = useManagementOrderDetailQuery({
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [change, changing] = useChangeOrderStatusMutation();
  const order = data?.managementOrder;
  const allowed = order ? nextStatuses(order) : [];
  const next = allowed.find((s) => s !== 'cancelled' && s !== 'refunded') ?? null;
  const canCancel = allowed.includes('cancelled');
  const canRefund = allowed.includes('refunded');
  const canConfirmTransfer = Boolean(order && transferPending && canCancel);

  const advance = async () => {
    if (!order || !next || changing.loading) return;
    // A cash-on-delivery order delivered or picked up collects its cash first (the amount received).
    if (collectsCashOnDelivery(order.paymentMethod, next)) {
      onDialog('collect', order);
      return;
    }
    try {
      const { data: done } = await change({ variables: { id: order.id, input: { status: next } } });
      notify.success(done?.changeOrderStatus.message ?? '');
      onChanged();
    } catch (failure) {
      notify.error(apiErrorInfo(failure).message ?? T.actionError);
    }
  };

  useEffect(() => {
    if (!order || paused) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      const key = event.key.toLowerCase();
      if (key === 's' && next) {
        event.preventDefault();
        void advance();
      } else if (key === 'c' && canCancel) {
        event.preventDefault();
        onDialog('cancel', order);
      } else if (key === 't' && canConfirmTransfer) {
        event.preventDefault();
        onDialog('transfer', order);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const address = order?.shippingAddress;
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 480 } }, role: 'dialog', 'aria-label': T.drawer.label } }}
    >
      <Box sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2">
              {order?.orderNumber ?? T.drawer.label}
            </Typography>
            {order && (
              <Typography variant="body2" color="text.secondary">
                {inGymTime(order.createdAt).format('DD/MM/YYYY HH:mm')} · {T.deliveryTypes[order.deliveryType]}
              </Typography>
            )}
          </Box>
          <IconButton aria-label={T.drawer.close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        {error && !order && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {apiErrorInfo(error).message ?? T.drawer.loadError}
          </Alert>
        )}
        {loading && !order && <Skeleton variant="rectangular" height={240} sx={{ mt: 2 }} />}
        {order && (
          <Stack spacing={2} sx={{ mt: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="h5" component="p">
                {formatGTQ(order.totalAmount)}
              </Typography>
              <OrderStatusChip status={order.status} />
            </Box>
            <Box>
              {next || canCancel || canRefund || canConfirmTransfer ? (
                <>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    {next && (
                      <Button variant="contained" onClick={() => void advance()} disabled={changing.loading}>
                        {T.actions.next(orderStatusInfo(next).label)}
                      </Button>
                    )}
                    {canConfirmTransfer && (
                      <Button variant="outlined" onClick={() => onDialog('transfer', order)}>
                        {T.actions.confirmTransfer}
                      </Button>
                    )}
                    {canRefund && (
                      <Button variant="outlined" color="warning" onClick={() => onDialog('refund', order)}>
                        {T.actions.refund}
                      </Button>
                    )}
                    {canCancel && (
                      <Button variant="outlined" color="error" onClick={() => onDialog('cancel', order)}>
                        {T.actions.cancel}
                      </Button>
                    )}
                  </Box>
                  <Typography variant="caption" color="text.secondary">
                    {T.actions.shortcuts}
                  </Typography>
                </>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {T.actions.closed}
                </Typography>
              )}
            </Box>
            <Box>
              <Line label={T.drawer.customer}>
                {order.customerName || T.anonymous} · {order.userId ? T.drawer.member : T.drawer.guest}
              </Line>
              {order.customerInfo.email && <Line label={T.drawer.email}>{order.customerInfo.email}</Line>}
              {order.customerInfo.phone && (
                <Line label={T.drawer.phone}>
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    {order.customerInfo.phone}
                    <WhatsAppLink
                      phone={order.customerInfo.phone}
                      message={(gymName) =>
                        WHATSAPP_TEXTS.orderUpdate(
                          firstNameOf(order.customerName || order.customerInfo.name),
                          order.orderNumber,
                          order.statusLabel,
                          gymName,
                        )
                      }
                    />
                  </Box>
                </Line>
              )}
              <Line label={T.drawer.delivery}>
                {order.deliveryType === 'pickup'
                  ? T.drawer.pickup
                  : address?.street
                    ? [address.street, address.city, address.state, address.zipCode].filter(Boolean).join(', ')
                    : T.noAddress}
              </Line>
              {order.deliveryType !== 'pickup' && address?.reference && (
                <Line label={T.drawer.reference}>{address.reference}</Line>
              )}
              {order.deliveryTimeSlot && (
                <Line label={T.drawer.timeSlot}>
                  {DELIVERY_TIME_SLOT_LABELS[order.deliveryTimeSlot as DeliveryTimeSlot] ?? order.deliveryTimeSlot}
                </Line>
              )}
              <Line label={T.drawer.payment}>
                {STORE_PAYMENT_METHOD_LABELS[order.paymentMethod as StorePaymentMethod] ?? order.paymentMethod}
              </Line>
              {order.notes && <Line label={T.drawer.notes}>{order.notes}</Line>}
            </Box>
            <Box component="section" aria-label={T.drawer.items}>
              <Typography variant="subtitle2" component="h3">
                {T.drawer.items}
              </Typography>
              <List dense disablePadding>
                {order.items.map((item) => (
                  <ListItem key={item.id} disableGutters secondaryAction={formatGTQ(item.lineTotal)}>
                    <ListItemText
                      primary={`${item.quantity} × ${item.name}`}
                      secondary={
                        item.selectedVariants.map((o) => `${o.name}: ${o.value}`).join(' · ') || formatGTQ(item.price)
                      }
                    />
                  </ListItem>
                ))}
              </List>
              <Line label={T.drawer.subtotal}>{formatGTQ(order.subtotal)}</Line>
              <Line label={T.drawer.tax}>{formatGTQ(order.taxAmount)}</Line>
              <Line label={T.drawer.shipping}>{formatGTQ(order.shippingAmount)}</Line>
            </Box>
            <Divider />
            <Box component="section" aria-label={T.drawer.progress}>
              <Typography variant="subtitle2" component="h3">
                {T.drawer.progress}
              </Typography>
              <OrderStatusStepper
                status={order.status}
                deliveryType={order.deliveryType}
                history={order.statusHistory}
              />
            </Box>
            <Box component="section" aria-label={T.drawer.history}>
              <Typography variant="subtitle2" component="h3">
                {T.drawer.history}
              </Typography>
              <List dense disablePadding>
                {order.statusHistory.map((entry) => (
                  <ListItem key={entry.id} disableGutters>
                    <ListItemText
                      primary={T.drawer.historyChange(
                        entry.fromStatus ? orderStatusInfo(entry.fromStatus).label : null,
                        entry.toStatusLabel,
                      )}
                      secondary={[
                        `${entry.actor?.name ?? T.drawer.system} · ${inGymTime(entry.createdAt).format('DD/MM/YYYY HH:mm')}`,
                        entry.notes,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            </Box>
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}
