import Chip from '@mui/material/Chip';
import { EXPENSE_STATUS_LABELS, type ExpenseStatus } from '@gym/domain';

const COLOR: Record<ExpenseStatus, 'warning' | 'success' | 'info' | 'error' | 'default'> = {
  pending: 'warning',
  approved: 'success',
  paid: 'info',
  rejected: 'error',
  cancelled: 'default',
};

export function ExpenseStatusChip({ status }: { status: string }) {
  const known = status in COLOR ? (status as ExpenseStatus) : null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={known ? COLOR[known] : 'default'}
      label={known ? EXPENSE_STATUS_LABELS[known] : status}
    />
  );
}
