import Chip from '@mui/material/Chip';
import { isMembershipStatus, MEMBERSHIP_STATUS_COLORS, MEMBERSHIP_STATUS_LABELS } from '@gym/domain';

/** A membership's status with the domain's label and colour. */
export function MembershipStatusChip({ status }: { status: string }) {
  if (!isMembershipStatus(status)) return <Chip size="small" label={status} />;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={MEMBERSHIP_STATUS_COLORS[status]}
      label={MEMBERSHIP_STATUS_LABELS[status]}
    />
  );
}
