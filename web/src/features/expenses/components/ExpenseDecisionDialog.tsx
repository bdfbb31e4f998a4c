import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { EXPENSE_FIELDS, fieldError, formatGTQ } from '@gym/domain';
import { FormDialog } from '../../../shared/components/FormDialog';
import { apiErrorInfo } from '../../../shared/api-error';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useNotify } from '../../../shared/notify';
import {
  useApproveExpenseMutation,
  useCancelExpenseMutation,
  useDeleteExpenseMutation,
  useRejectExpenseMutation,
  type ExpenseRowFragment,
} from '../expenses.generated';
import { EXPENSES_TEXTS as T } from '../texts';

export type ExpenseDecision = 'approve' | 'reject' | 'cancel' | 'delete';

interface Props {
  decision: ExpenseDecision;
  expense: ExpenseRowFragment;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Approve (a confirmation Enter accepts), reject or cancel (the reason is required, as in the
 * api) and delete. A 409 (someone decided first) is shown in the dialog; the reason stays typed.
 */
export function ExpenseDecisionDialog({ decision, expense, onClose, onDone }: Props) {
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [approve, approving] = useApproveExpenseMutation();
  const [reject, rejecting] = useRejectExpenseMutation();
  const [cancel, cancelling] = useCancelExpenseMutation();
  const [remove, removing] = useDeleteExpenseMutation();
  const needsReason = decision === 'reject' || decision === 'cancel';
  const contract = decision === 'cancel' ? EXPENSE_FIELDS.cancel.reason : EXPENSE_FIELDS.reject.reason;

  const run = async (): Promise<string> => {
    const variables = { id: expense.id };
    if (decision === 'approve') return (await approve({ variables })).data?.approveExpense.message ?? '';
    if (decision === 'delete') return (await remove({ variables })).data?.deleteExpense.message ?? '';
    const withReason = { ...variables, reason: reason.trim() };
    if (decision === 'reject') return (await reject({ variables: withReason })).data?.rejectExpense.message ?? '';
    return (await cancel({ variables: withReason })).data?.cancelExpense.message ?? '';
  };

  const submit = async () => {
    setAlert(null);
    if (needsReason) {
      const found = fieldError(contract, reason.trim());
      setReasonError(found);
      if (found) return;
    }
    try {
      notify.success(await run());
      onDone();
    } catch (failure) {
      setAlert(apiErrorInfo(failure).message ?? T.actionError);
    }
  };

  const title = {
    approve: T.approve.title(expense.title),
    reject: T.reject.title(expense.title),
    cancel: T.cancel.title(expense.title),
    delete: T.remove.title(expense.title),
  }[decision];
  const submitLabel = {
    approve: T.approve.submit,
    reject: T.reject.submit,
    cancel: T.cancel.submit,
    delete: T.remove.submit,
  }[decision];

  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      submitColor={decision === 'approve' ? 'primary' : 'error'}
      dirty={needsReason && reason.trim() !== ''}
      autoFocusSubmit={!needsReason}
      busy={approving.loading || rejecting.loading || cancelling.loading || removing.loading}
      error={alert}
      onSubmit={submit}
      onClose={onClose}
    >
      {decision === 'approve' && <DialogContentText>{T.approve.body(formatGTQ(expense.amount))}</DialogContentText>}
      {decision === 'delete' && <DialogContentText>{T.remove.body}</DialogContentText>}
      {needsReason && (
        <TextField
          id="expense-reason"
          label={T.reason}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(null);
          }}
          error={Boolean(reasonError)}
          helperText={reasonError ?? ' '}
          required
          fullWidth
          multiline
          minRows={2}
          autoFocus
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: htmlInputLimits(contract) }}
        />
      )}
    </FormDialog>
  );
}
