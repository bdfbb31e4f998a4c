import Chip from '@mui/material/Chip';
import { MESSAGE_STATUS_LABELS, type MessageStatus } from '@gym/domain';

const COLOR: Record<MessageStatus, 'info' | 'success' | 'default' | 'error'> = {
  queued: 'info',
  sent: 'success',
  kept: 'default',
  failed: 'error',
};

export function MessageStatusChip({ status }: { status: string }) {
  const known = status in COLOR ? (status as MessageStatus) : null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={known ? COLOR[known] : 'default'}
      label={known ? MESSAGE_STATUS_LABELS[known] : status}
    />
  );
}
