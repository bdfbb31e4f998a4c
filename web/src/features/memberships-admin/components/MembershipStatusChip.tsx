import Chip from '@mui/material/Chip';
import {
  businessDate,
  freezeLabel,
  isMembershipStatus,
  MEMBERSHIP_STATUS_COLORS,
  MEMBERSHIP_STATUS_LABELS,
  type FreezePeriod,
} from '@gym/domain';

/**
 * A membership's status with the domain's label and colour; a frozen one reads 'Congelada hasta
 * dd/MM/yyyy' (domain `freezeLabel`).
 */
export function MembershipStatusChip({ status, freeze }: { status: string; freeze?: FreezePeriod | null }) {
  if (!isMembershipStatus(status)) return <Chip size="small" label={status} />;
  const frozen = status === 'active' && freeze ? freezeLabel(freeze, businessDate()) : null;
  if (frozen && freeze && freeze.startDate <= businessDate())
    return <Chip size="small" variant="outlined" color="info" label={frozen} />;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={MEMBERSHIP_STATUS_COLORS[status]}
      label={MEMBERSHIP_STATUS_LABELS[status]}
    />
  );
}
