import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatGTQ, isPaymentType, PAYMENT_TYPE_LABELS, waitingHours } from '@gym/domain';
import type { QueueItemFieldsFragment } from '../payments-admin.generated';
import { PAYMENTS_ADMIN_TEXTS as T } from '../texts';
import { UrgencyChip } from './UrgencyChip';

export function payerName(item: QueueItemFieldsFragment): string {
  return item.payer.isGuest ? `${item.payer.name} (${T.guest})` : item.payer.name;
}

/** One pending payment in a queue: who, what, how much, how long it has waited and its urgency. */
export function QueueItemSummary({ item, now }: { item: QueueItemFieldsFragment; now: Date }) {
  const { payment } = item;
  const type = isPaymentType(payment.paymentType) ? PAYMENT_TYPE_LABELS[payment.paymentType] : payment.paymentType;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, width: '100%' }}>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {payerName(item)}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {[type, payment.concept, item.order ? T.order(item.order.orderNumber) : null].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatGTQ(payment.amount)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {T.waiting(waitingHours(new Date(payment.createdAt), now))}
        </Typography>
      </Box>
      <UrgencyChip method={payment.method} createdAt={payment.createdAt} now={now} />
    </Box>
  );
}
