import { useEffect, useMemo, type ReactNode } from 'react';
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
  EXPENSE_DELETABLE_STATUSES,
  EXPENSE_EDITABLE_STATUSES,
  EXPENSE_STATUS_LABELS,
  EXPENSE_TRANSITIONS,
  formatBusinessDate,
  formatGTQ,
  isPaymentMethod,
  PAYMENT_METHOD_LABELS,
  RECURRING_FREQUENCY_LABELS,
  type ExpenseStatus,
  type RecurringFrequency,
} from '@gym/domain';
import { apiErrorInfo } from '../../../shared/api-error';
import { inGymTime } from '../../../shared/dayjs';
import { useExpenseDetailQuery, type ExpenseRowFragment } from '../expenses.generated';
import { EXPENSES_TEXTS as T } from '../texts';
import type { ExpenseDecision } from './ExpenseDecisionDialog';
import { ExpenseStatusChip } from './ExpenseStatusChip';

export type ExpenseAction = ExpenseDecision | 'edit';

/** What may be done to an expense in its status (the domain's transition rules). */
export function allowedExpenseActions(status: string): ExpenseAction[] {
  const s = status as ExpenseStatus;
  const actions: ExpenseAction[] = [];
  if (EXPENSE_TRANSITIONS.approve.includes(s)) actions.push('approve');
  if (EXPENSE_TRANSITIONS.reject.includes(s)) actions.push('reject');
  if (EXPENSE_EDITABLE_STATUSES.includes(s)) actions.push('edit');
  if (EXPENSE_TRANSITIONS.cancel.includes(s)) actions.push('cancel');
  if (EXPENSE_DELETABLE_STATUSES.includes(s)) actions.push('delete');
  return actions;
}

const SHORTCUTS: Record<string, ExpenseAction> = { a: 'approve', r: 'reject', e: 'edit' };
const statusLabel = (status: string | null) =>
  status && status in EXPENSE_STATUS_LABELS ? EXPENSE_STATUS_LABELS[status as ExpenseStatus] : status;

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.25 }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 130, flexShrink: 0 }}>
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
  onClose: () => void;
  onAction: (action: ExpenseAction, expense: ExpenseRowFragment) => void;
  /** A dialog is open over the drawer: its keys are not shortcuts. */
  paused: boolean;
}

/** One expense: its data, who recorded and decided it, the history, and the actions its status allows. */
export function ExpenseDrawer({ id, onClose, onAction, paused }: Props) {
  const { data, loading, error } = useExpenseDetailQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const detail = data?.expense;
  const expense = detail?.expense;
  const status = expense?.status;
  const actions = useMemo(() => (status ? allowedExpenseActions(status) : []), [status]);
  // Only the keys that work in this status: an approved expense no longer offers 'A aprobar'.
  const shortcutHints = Object.entries(SHORTCUTS)
    .filter(([, action]) => actions.includes(action))
    .map(([, action]) => T.actions.shortcutHints[action])
    .filter((hint): hint is string => Boolean(hint));

  useEffect(() => {
    if (!expense || paused) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      const action = SHORTCUTS[event.key.toLowerCase()];
      if (action && actions.includes(action)) {
        event.preventDefault();
        onAction(action, expense);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [expense, actions, onAction, paused]);

  const label = (action: ExpenseAction) =>
    ({
      approve: T.actions.approve,
      reject: T.actions.reject,
      cancel: T.actions.cancel,
      edit: T.actions.edit,
      delete: T.actions.delete,
    })[action];

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } }, role: 'dialog', 'aria-label': T.drawer.label } }}
    >
      <Box sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2" noWrap title={expense?.title}>
              {expense?.title ?? T.drawer.label}
            </Typography>
            {expense && (
              <Typography variant="body2" color="text.secondary">
                {expense.categoryLabel}
              </Typography>
            )}
          </Box>
          <IconButton aria-label={T.drawer.close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        {error && !expense && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {apiErrorInfo(error).message ?? T.drawer.loadError}
          </Alert>
        )}
        {loading && !expense && <Skeleton variant="rectangular" height={240} sx={{ mt: 2 }} />}
        {expense && detail && (
          <Stack spacing={2} sx={{ mt: 2 }}>
            <Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography variant="h5" component="p">
                  {formatGTQ(expense.amount)}
                </Typography>
                <ExpenseStatusChip status={expense.status} />
              </Box>
              <Line label={T.drawer.date}>{formatBusinessDate(expense.expenseDate)}</Line>
              {expense.vendor && <Line label={T.drawer.vendor}>{expense.vendor}</Line>}
              {expense.invoiceNumber && <Line label={T.drawer.invoice}>{expense.invoiceNumber}</Line>}
              {expense.paymentMethod && (
                <Line label={T.drawer.method}>
                  {isPaymentMethod(expense.paymentMethod)
                    ? PAYMENT_METHOD_LABELS[expense.paymentMethod]
                    : expense.paymentMethod}
                </Line>
              )}
              {expense.isRecurring && expense.recurringFrequency && (
                <Line label={T.drawer.recurring}>
                  {RECURRING_FREQUENCY_LABELS[expense.recurringFrequency as RecurringFrequency] ??
                    expense.recurringFrequency}
                  {expense.recurringEndDate
                    ? ` ${T.drawer.recurringUntil(formatBusinessDate(expense.recurringEndDate))}`
                    : ''}
                </Line>
              )}
              {expense.parentId && <Line label={T.drawer.recurring}>{T.drawer.fromSeries}</Line>}
              {expense.createdBy && <Line label={T.drawer.createdBy}>{expense.createdBy.name}</Line>}
              {expense.decidedBy && <Line label={T.drawer.decidedBy}>{expense.decidedBy.name}</Line>}
              {expense.reason && <Line label={T.drawer.reason}>{expense.reason}</Line>}
              {expense.description && (
                <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
                  {expense.description}
                </Typography>
              )}
              {expense.notes && <Line label={T.drawer.notes}>{expense.notes}</Line>}
            </Box>
            {actions.length > 0 && (
              <Box>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  {actions.map((action) => (
                    <Button
                      key={action}
                      size="small"
                      variant={action === 'approve' ? 'contained' : 'outlined'}
                      color={action === 'approve' ? 'primary' : action === 'edit' ? 'inherit' : 'error'}
                      onClick={() => onAction(action, expense)}
                    >
                      {label(action)}
                    </Button>
                  ))}
                </Box>
                {shortcutHints.length > 0 && (
                  <Typography variant="caption" color="text.secondary">
                    {T.actions.shortcuts(shortcutHints)}
                  </Typography>
                )}
              </Box>
            )}
            <Divider />
            <Box component="section" aria-label={T.drawer.history}>
              <Typography variant="subtitle2" component="h3">
                {T.drawer.history}
              </Typography>
              {detail.auditTrail.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {T.drawer.noHistory}
                </Typography>
              ) : (
                <List dense disablePadding>
                  {detail.auditTrail.map((event) => (
                    <ListItem key={event.id} disableGutters>
                      <ListItemText
                        primary={`${T.drawer.actions[event.action] ?? event.action}: ${T.drawer.historyChange(
                          statusLabel(event.fromStatus),
                          statusLabel(event.toStatus),
                        )}`}
                        secondary={[
                          `${event.actor?.name ?? T.drawer.system} · ${inGymTime(event.createdAt).format('DD/MM/YYYY HH:mm')}`,
                          event.reason,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </Box>
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}
