import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatDate,
  isPaymentMethod,
  isPaymentStatus,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_COLORS,
  PAYMENT_STATUS_LABELS,
  PAYMENTS_PAGE_SIZE,
} from '@gym/domain';
import { useState } from 'react';
import { useMyPaymentsQuery } from './payments.generated';
import { ProofUpload } from './ProofUpload';
import { ProofViewer } from './ProofViewer';
import { RejectedTransfer } from './RejectedTransfer';
import type { ProofUploader } from './upload-transfer-proof';
import { PAYMENT_TEXTS as T } from './texts';
import { Money } from '../../shared/components/Money';
import { InvoiceLink } from '../invoices/components/InvoiceLink';
import { useMyInvoices, type InvoiceSource } from '../invoices/useMyInvoices';
import { useAuth } from '../auth/useAuth';
import { OfflineNote } from '../member-app/OfflineNote';
import { useSnapshotFallback } from '../../platform/offline-snapshot';

interface PaymentsPageProps {
  /** Injected in tests: where a rejected transfer's new proof goes (the bff by default). */
  resubmit?: ProofUploader;
}

/** A store order's payment is invoiced as the order; a membership or a pass as itself. */
const saleOf = (payment: { id: string; orderId?: string | null }): InvoiceSource =>
  payment.orderId
    ? { sourceType: 'order', sourceId: payment.orderId }
    : { sourceType: 'payment', sourceId: payment.id };

export default function PaymentsPage({ resubmit }: PaymentsPageProps = {}) {
  const [page, setPage] = useState(1);
  // What a new proof could not take back (full slots), kept beside the payment once it is pending again.
  const [notices, setNotices] = useState<Record<string, string>>({});
  const { user } = useAuth();
  const live = useMyPaymentsQuery({
    variables: { filter: { page, limit: PAYMENTS_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const { loading, error, refetch } = live;
  // The first page is kept for a visit with no signal (the member app); later pages are read live.
  const { data } = useSnapshotFallback('my-payments', page === 1 ? user?.id : null, live.data, Boolean(error));
  const list = data?.payments.payments ?? [];
  const invoiceOf = useMyInvoices(list.map(saleOf));
  const pagination = data?.payments.pagination;

  return (
    <Stack spacing={3} sx={{ width: '100%', minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {T.pageTitle}
      </Typography>
      <OfflineNote />
      {loading && !data ? (
        <Skeleton variant="rounded" height={240} />
      ) : error && !data ? (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>{T.retry}</Button>}>
          {T.loadError}
        </Alert>
      ) : list.length === 0 ? (
        <Alert severity="info">{T.empty}</Alert>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label={T.pageTitle}>
          {list.map((payment) => {
            const invoice = invoiceOf(saleOf(payment));
            return (
              <Card component="li" key={payment.id} variant="outlined" aria-label={payment.concept}>
                <CardContent>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                        {payment.concept}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {T.date}: {formatDate(payment.paymentDate)} · {T.method}:{' '}
                        {isPaymentMethod(payment.method) ? PAYMENT_METHOD_LABELS[payment.method] : payment.method}
                      </Typography>
                      {payment.plan && (
                        <Typography variant="body2" color="text.secondary">
                          {T.plan}: {payment.plan.name}
                        </Typography>
                      )}
                      {invoice && (
                        <Box sx={{ mt: 0.5 }}>
                          <InvoiceLink invoice={invoice} />
                        </Box>
                      )}
                    </Box>
                    <Box sx={{ textAlign: 'right' }}>
                      <Typography variant="h6" component="p">
                        <Money value={payment.amount} />
                      </Typography>
                      {isPaymentStatus(payment.status) && (
                        <Chip
                          size="small"
                          color={PAYMENT_STATUS_COLORS[payment.status]}
                          label={PAYMENT_STATUS_LABELS[payment.status]}
                        />
                      )}
                    </Box>
                  </Box>
                  {payment.method === 'transfer' && payment.status === 'failed' && (
                    <Box sx={{ mt: 1.5 }}>
                      <RejectedTransfer
                        payment={payment}
                        upload={resubmit}
                        onResubmitted={(notice) => {
                          if (notice) setNotices((current) => ({ ...current, [payment.id]: notice }));
                          void refetch();
                        }}
                      />
                    </Box>
                  )}
                  {payment.status === 'pending' && notices[payment.id] && (
                    <Alert severity="warning" sx={{ mt: 1.5 }}>
                      {notices[payment.id]}
                    </Alert>
                  )}
                  {payment.method === 'transfer' && payment.status === 'pending' && (
                    <Box sx={{ mt: 1.5 }}>
                      {payment.proofUrl ? (
                        <Typography variant="body2">
                          {T.proofSent} · <ProofViewer url={payment.proofUrl} />
                        </Typography>
                      ) : (
                        <ProofUpload paymentId={payment.id} onUploaded={() => void refetch()} />
                      )}
                    </Box>
                  )}
                </CardContent>
              </Card>
            );
          })}
        </Stack>
      )}
      {pagination && pagination.pages > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {T.previous}
          </Button>
          <Typography variant="body2">{T.pageOf(pagination.page, pagination.pages)}</Typography>
          <Button disabled={page >= pagination.pages} onClick={() => setPage(page + 1)}>
            {T.nextPage}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
