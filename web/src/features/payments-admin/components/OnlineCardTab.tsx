import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  CARD_PAYMENT_FIELDS as F,
  fieldError,
  formatBusinessDate,
  formatGTQ,
  PAGINATION,
  PAYMENT_STATUS_LABELS,
  refundDecision,
  refundRemaining,
  type PaymentStatus,
} from '@gym/domain';
import { useState } from 'react';
import { useIdempotencyKey } from '../../../platform/idempotency';
import { apiErrorInfo } from '../../../shared/api-error';
import { FormDialog } from '../../../shared/components/FormDialog';
import { StaffGrid } from '../../../shared/components/StaffGrid';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useNotify } from '../../../shared/notify';
import { useCardPayments } from '../../stripe/useCardPayments';
import {
  useAdminOnlineCardPaymentsQuery,
  useAdminRefundCardPaymentMutation,
  type OnlineCardPaymentFieldsFragment,
} from '../payments-admin.generated';
import { PAYMENTS_ADMIN_TEXTS as T } from '../texts';

const C = T.onlineColumns;

/** What is left to give back of a card payment. */
export function refundable(payment: Pick<OnlineCardPaymentFieldsFragment, 'amount' | 'refundedAmount' | 'status'>) {
  return payment.status === 'completed' ? refundRemaining(payment.amount, payment.refundedAmount) : 0;
}

/** Card payments made online through Stripe, 30 a page, each refunded in part or in full. */
export function OnlineCardTab({ onRefunded }: { onRefunded?: () => void }) {
  const card = useCardPayments();
  const [page, setPage] = useState(0);
  const { data, previousData, loading, error, refetch } = useAdminOnlineCardPaymentsQuery({
    variables: { filter: { page: page + 1, limit: PAGINATION.cardProviderPayments } },
    fetchPolicy: 'cache-and-network',
  });
  const [refunding, setRefunding] = useState<OnlineCardPaymentFieldsFragment | null>(null);
  const current = (data ?? previousData)?.cardPayments;

  const columns: GridColDef<OnlineCardPaymentFieldsFragment>[] = [
    {
      field: 'paymentDate',
      headerName: C.date,
      width: 110,
      valueFormatter: (value: string) => formatBusinessDate(value),
    },
    {
      field: 'payer',
      headerName: C.payer,
      flex: 1,
      minWidth: 150,
      valueGetter: (_v, row) => row.user?.fullName ?? '—',
    },
    { field: 'concept', headerName: C.concept, flex: 1.2, minWidth: 160 },
    { field: 'amount', headerName: C.amount, width: 110, type: 'number', valueFormatter: (v: number) => formatGTQ(v) },
    {
      field: 'refundedAmount',
      headerName: C.refunded,
      width: 120,
      type: 'number',
      valueFormatter: (v: number) => (v > 0 ? formatGTQ(v) : '—'),
    },
    {
      field: 'status',
      headerName: C.status,
      width: 120,
      renderCell: ({ row }) => (
        <Chip size="small" label={PAYMENT_STATUS_LABELS[row.status as PaymentStatus] ?? row.status} />
      ),
    },
    {
      field: 'cardLast4',
      headerName: C.card,
      width: 90,
      valueGetter: (_v, row) => (row.cardLast4 ? `•••• ${row.cardLast4}` : '—'),
    },
    {
      field: 'actions',
      headerName: '',
      width: 120,
      sortable: false,
      renderCell: ({ row }) =>
        refundable(row) > 0 ? (
          <Button size="small" aria-label={T.refundOf(row.concept)} onClick={() => setRefunding(row)}>
            {T.refund}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack spacing={2}>
      {!card.enabled && <Alert severity="info">{T.onlineOff}</Alert>}
      {error && !current && <Alert severity="error">{apiErrorInfo(error).message ?? T.onlineLoadError}</Alert>}
      <StaffGrid
        label={T.onlineLabel}
        emptyText={T.onlineEmpty}
        rows={current?.payments ?? []}
        columns={columns}
        loading={loading}
        disableColumnSorting
        paging={{
          page,
          pageSize: PAGINATION.cardProviderPayments,
          total: current?.pagination.total ?? 0,
          sizes: [PAGINATION.cardProviderPayments],
          onChange: (next) => setPage(next.page),
        }}
      />
      {refunding && (
        <RefundDialog
          payment={refunding}
          onClose={() => setRefunding(null)}
          onDone={() => {
            setRefunding(null);
            onRefunded?.();
            void refetch();
          }}
        />
      )}
    </Stack>
  );
}

/** A refund of part or all of what is left; never above it (the domain's rule, the server's too). */
function RefundDialog({
  payment,
  onClose,
  onDone,
}: {
  payment: OnlineCardPaymentFieldsFragment;
  onClose: () => void;
  onDone: () => void;
}) {
  const notify = useNotify();
  const left = refundable(payment);
  const [amount, setAmount] = useState(left.toFixed(2));
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [refund, { loading }] = useAdminRefundCardPaymentMutation();
  const attempt = useIdempotencyKey();
  const wanted = Number(amount);
  // The dialog always names an amount (all that is left to begin with).
  const amountError = fieldError({ ...F.refundAmount, required: true }, amount.trim() === '' ? undefined : wanted);
  const decision = amountError ? null : refundDecision(payment.amount, payment.refundedAmount, wanted);
  const problem = amountError ?? (decision && !decision.ok ? decision.message : null);
  const reasonError = fieldError(F.refundReason, reason.trim() || undefined);

  const submit = async () => {
    if (problem || reasonError || !payment.paymentIntentId) return;
    setRefusal(null);
    try {
      const input = { paymentIntentId: payment.paymentIntentId, amount: wanted, reason: reason.trim() || null };
      const { data } = await attempt.send(input, (context) => refund({ variables: { input }, context }));
      notify.success(data?.refundCardPayment.message ?? T.refundDone);
      onDone();
    } catch (failure) {
      setRefusal(apiErrorInfo(failure).message ?? T.refundFailed);
    }
  };

  return (
    <FormDialog
      title={T.refundTitle}
      submitLabel={T.refundSubmit}
      submitColor="error"
      dirty={reason.trim() !== '' || amount !== left.toFixed(2)}
      busy={loading}
      error={refusal}
      submitDisabled={Boolean(problem || reasonError)}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {payment.user?.fullName ?? '—'} · {payment.concept} · {formatGTQ(payment.amount)}
        <br />
        {T.refundRemaining(formatGTQ(left))}
      </Typography>
      <TextField
        autoFocus
        fullWidth
        type="number"
        label={T.refundAmount}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? ' '}
        slotProps={{ htmlInput: { ...htmlInputLimits(F.refundAmount), step: '0.01', max: left } }}
      />
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={T.refundReason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(reasonError)}
        helperText={reasonError ?? ' '}
        slotProps={{ htmlInput: htmlInputLimits(F.refundReason) }}
      />
    </FormDialog>
  );
}
