import { formatDate, TRANSFER_PROOF_LIMITS } from '@gym/domain';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { UploadError } from '../../platform/upload';
import { RejectedTransfer } from '../payments/RejectedTransfer';
import { notify } from '../../shared/notify';
import { BankAccountsList } from './BankAccountsList';
import { useOrderPaymentQuery } from './checkout.generated';
import { CHECKOUT_TEXTS as T } from './texts';
import { uploadOrderProof } from './upload-order-proof';
import { Money } from '../../shared/components/Money';

interface OrderTransferPanelProps {
  orderId: string;
  /** A guest's cart session (same browser) or the secret of the order's link (any device). */
  sessionId?: string | null;
  token?: string | null;
  /** Injected in tests; the real one posts through the bff with progress events. */
  upload?: typeof uploadOrderProof;
  /** The signed-in owner ('Mis pedidos'): a rejected transfer takes a new proof here within its term. */
  allowResubmit?: boolean;
  /** The payment changed here (a new proof brought the order back): the caller reads the order again. */
  onPaymentChanged?: () => void;
}

/**
 * An order paid by transfer: the amount, the reference, the gym's accounts and, while the
 * payment waits, the proof upload (its owner, or the guest holding the link's secret).
 */
export function OrderTransferPanel({
  orderId,
  sessionId,
  token,
  upload = uploadOrderProof,
  allowResubmit = false,
  onPaymentChanged,
}: OrderTransferPanelProps) {
  const { data, loading, refetch } = useOrderPaymentQuery({
    variables: { orderId, sessionId: sessionId ?? null, token: token ?? null },
    fetchPolicy: 'cache-and-network',
  });
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const info = data?.orderPayment;
  if (!info) return loading ? <Skeleton height={120} /> : null;
  if (info.paymentMethod !== 'transfer') return null;
  const payment = info.payment;
  const inputId = `order-proof-${orderId}`;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > TRANSFER_PROOF_LIMITS.maxBytes) return setError(T.proofTooLarge);
    if (file.type && !(TRANSFER_PROOF_LIMITS.types as readonly string[]).includes(file.type))
      return setError(T.proofInvalidType);
    setProgress(0);
    try {
      await upload(orderId, file, token ?? null, setProgress);
      notify.success(T.proofUploaded);
      await refetch();
    } catch (caught) {
      setError(caught instanceof UploadError ? caught.message : T.proofServerError);
    } finally {
      setProgress(null);
    }
  };

  // Voided with its cancelled order: nothing to transfer, so no amount, reference or accounts (and
  // the staff's reason for cancelling stays theirs).
  if (payment?.status === 'cancelled')
    return (
      <Box component="section" aria-label={T.transferTitle} sx={{ textAlign: 'left' }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {T.transferTitle}
        </Typography>
        <Alert severity="info">{T.paymentVoided}</Alert>
      </Box>
    );

  return (
    <Box component="section" aria-label={T.transferTitle} sx={{ textAlign: 'left' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {T.transferTitle}
      </Typography>
      <Typography>
        {T.transferAmount}:{' '}
        <strong aria-label={T.transferAmount}>
          <Money value={info.amount} />
        </strong>
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {T.transferReference}: <strong>{info.reference}</strong>
      </Typography>
      {payment?.status === 'completed' && <Alert severity="success">{T.paymentSettled}</Alert>}
      {payment?.status === 'failed' && payment.rejectedAt ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="error">{T.paymentRefused(null)}</Alert>
          <RejectedTransfer
            payment={{ ...payment, method: payment.method ?? info.paymentMethod }}
            canResubmit={allowResubmit}
            onResubmitted={(notice) => {
              if (notice) notify.warning(notice);
              void refetch();
              onPaymentChanged?.();
            }}
          />
        </Stack>
      ) : (
        payment?.status === 'failed' && <Alert severity="error">{T.paymentRefused(payment.reason ?? null)}</Alert>
      )}
      {(!payment || payment.status === 'pending') && (
        <>
          <Typography variant="body2" color="text.secondary">
            {T.transferHowTo}
          </Typography>
          <BankAccountsList accounts={info.bankAccounts} />
        </>
      )}
      {payment?.hasProof && payment.status === 'pending' && (
        <Alert severity="info" sx={{ my: 1 }}>
          {T.proofReceived(payment.proofUploadedAt ? formatDate(payment.proofUploadedAt) : '')}
        </Alert>
      )}
      {info.canUploadProof && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start', mt: 1 }}>
          <Button
            component="label"
            htmlFor={inputId}
            variant={payment?.hasProof ? 'outlined' : 'contained'}
            startIcon={<UploadFile />}
            disabled={progress !== null}
          >
            {payment?.hasProof ? T.replaceProof : T.uploadProof}
          </Button>
          <input
            id={inputId}
            hidden
            type="file"
            aria-label={T.chooseFile}
            accept={TRANSFER_PROOF_LIMITS.types.join(',')}
            onChange={(event) => void onChange(event)}
          />
          {progress !== null && (
            <Box sx={{ width: '100%', maxWidth: 360 }}>
              <Typography variant="body2" id={`${inputId}-progress`}>
                {T.uploading(progress)}
              </Typography>
              <LinearProgress variant="determinate" value={progress} aria-labelledby={`${inputId}-progress`} />
            </Box>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      )}
    </Box>
  );
}
