import Chip from '@mui/material/Chip';
import {
  isPaymentMethod,
  PAYMENT_URGENCY_LABELS,
  paymentUrgency,
  type ChipColor,
  type PaymentUrgency,
} from '@gym/domain';

const URGENCY_COLORS: Record<PaymentUrgency, ChipColor> = {
  normal: 'default',
  medium: 'info',
  high: 'warning',
  critical: 'error',
  urgent: 'error',
};

/** The urgency of a pending payment by its waiting time, by the domain's rule for its method. */
export function UrgencyChip({ method, createdAt, now }: { method: string; createdAt: string; now: Date }) {
  const urgency = isPaymentMethod(method) ? paymentUrgency(method, new Date(createdAt), now) : 'normal';
  return (
    <Chip
      size="small"
      label={PAYMENT_URGENCY_LABELS[urgency]}
      color={URGENCY_COLORS[urgency]}
      variant={urgency === 'normal' ? 'outlined' : 'filled'}
      data-urgency={urgency}
    />
  );
}
