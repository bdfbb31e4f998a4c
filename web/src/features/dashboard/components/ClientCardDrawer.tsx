import {
  firstNameOf,
  formatDate,
  formatGTQ,
  MEMBERSHIP_STATUS_COLORS,
  WHATSAPP_TEXTS,
  type MembershipStatus,
} from '@gym/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { apiErrorInfo, isGlobalError } from '../../../shared/api-error';
import { WhatsAppLink } from '../../../shared/components/WhatsAppLink';
import { notify } from '../../../shared/notify';
import {
  DeskTodayDocument,
  useDeskClientCardQuery,
  useDeskConfirmCashMutation,
  useDeskPlansQuery,
  useDeskRegisterVisitMutation,
  useDeskRenewMembershipMutation,
  useDeskSellMembershipMutation,
} from '../front-desk.generated';
import { DASHBOARD_TEXTS as T } from '../texts';

function reportError(caught: unknown) {
  const info = apiErrorInfo(caught);
  if (!isGlobalError(info) && info.message) notify.error(info.message);
}

type Dialogs = 'cash' | 'renew' | null;

/**
 * The client's card at the desk: membership and days left, pending payments, last orders, and the
 * three things staff do for a client standing there: register the visit, take cash, renew.
 */
export function ClientCardDrawer({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  return (
    <Drawer anchor="right" open={userId !== null} onClose={onClose}>
      <Stack sx={{ width: { xs: '100vw', sm: 420 }, p: 2 }} spacing={2} role="region" aria-label={T.clientCard}>
        {userId && <ClientCardContent userId={userId} onClose={onClose} />}
      </Stack>
    </Drawer>
  );
}

function ClientCardContent({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { data, loading, error, refetch } = useDeskClientCardQuery({
    variables: { userId },
    fetchPolicy: 'cache-and-network',
  });
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [visit, visiting] = useDeskRegisterVisitMutation({ refetchQueries: [DeskTodayDocument] });
  const card = data?.clientCard;
  if (!card) {
    if (error && !loading) return <Alert severity="warning">{T.loadError}</Alert>;
    return <Skeleton height={240} />;
  }
  const status = card.membershipStatus as MembershipStatus | 'none';
  const cashPending = card.pendingPayments.filter((p) => p.method === 'cash');
  const firstName = firstNameOf(card.client.fullName);
  const membership = card.membership;
  // A membership about to end is what staff most often write about; otherwise a plain greeting.
  const whatsAppMessage = (gymName: string) =>
    card.isExpiringSoon && membership
      ? WHATSAPP_TEXTS.membershipEnding(firstName, membership.planName, membership.endDate, gymName)
      : WHATSAPP_TEXTS.generic(firstName, gymName);

  const registerVisit = async () => {
    try {
      const result = await visit({ variables: { userId } });
      notify.success(result.data?.registerVisit.alreadyRegistered ? T.visitAlreadyRecorded : T.visitRecorded);
      await refetch();
    } catch (caught) {
      reportError(caught);
    }
  };

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <div>
          <Typography variant="h6" component="h2">
            {card.client.fullName}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {[card.client.email, card.client.phone].filter(Boolean).join(' · ')}
            </Typography>
            <WhatsAppLink phone={card.client.phone} message={whatsAppMessage} />
          </Stack>
        </div>
        <Button onClick={onClose}>{T.close}</Button>
      </Stack>

      <section aria-label={T.membership}>
        <Typography variant="subtitle2">{T.membership}</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            size="small"
            label={card.statusLabel}
            color={status === 'none' ? 'default' : (MEMBERSHIP_STATUS_COLORS[status] ?? 'default')}
          />
          {card.membership ? (
            <Typography variant="body2">
              {card.membership.planName} · {T.daysLeft(card.daysLeft)}
            </Typography>
          ) : (
            <Typography variant="body2">{T.noMembership}</Typography>
          )}
          {card.isExpiringSoon && <Chip size="small" color="warning" label={T.expiringSoon} />}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {T.visitsThisMonth(card.visits.thisMonth)}
          {card.visits.visitedToday ? ` · ${T.visitedToday}` : ''}
        </Typography>
      </section>

      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          disabled={!card.canRegisterVisit || visiting.loading}
          onClick={() => void registerVisit()}
        >
          {T.registerVisit}
        </Button>
        <Button variant="outlined" onClick={() => setDialog('cash')}>
          {T.cashPayment}
        </Button>
        <Button variant="outlined" disabled={!card.canRenew || !card.membership} onClick={() => setDialog('renew')}>
          {T.renew}
        </Button>
      </Stack>

      <Divider />
      <section aria-label={T.pendingPayments}>
        <Typography variant="subtitle2">{T.pendingPayments}</Typography>
        {card.pendingPayments.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {T.noPendingPayments}
          </Typography>
        ) : (
          <List dense disablePadding>
            {card.pendingPayments.map((p) => (
              <ListItem key={p.id} disableGutters>
                <ListItemText
                  primary={`${p.concept} · ${formatGTQ(p.amount)}`}
                  secondary={`${T.methodLabels[p.method] ?? p.method} · ${formatDate(p.createdAt)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </section>
      <section aria-label={T.lastOrders}>
        <Typography variant="subtitle2">{T.lastOrders}</Typography>
        {card.lastOrders.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {T.noOrders}
          </Typography>
        ) : (
          <List dense disablePadding>
            {card.lastOrders.map((o) => (
              <ListItem key={o.id} disableGutters>
                <ListItemText
                  primary={`${o.orderNumber} · ${formatGTQ(o.totalAmount)}`}
                  secondary={`${o.statusLabel} · ${formatDate(o.createdAt)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </section>

      {dialog === 'cash' && (
        <CashDialog
          userId={userId}
          pending={cashPending}
          onDone={() => {
            setDialog(null);
            void refetch();
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'renew' && card.membership && (
        <RenewDialog
          membership={card.membership}
          onDone={() => {
            setDialog(null);
            void refetch();
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

interface PendingCash {
  id: string;
  amount: number;
  concept: string;
}

/**
 * 'Registrar pago en efectivo': confirms the client's oldest pending cash payment (with the
 * change to hand back), or, with nothing pending, sells a plan at the desk paid in cash.
 */
function CashDialog({
  userId,
  pending,
  onDone,
  onClose,
}: {
  userId: string;
  pending: PendingCash[];
  onDone: () => void;
  onClose: () => void;
}) {
  const [paymentId, setPaymentId] = useState(pending[0]?.id ?? '');
  const [received, setReceived] = useState('');
  const [planId, setPlanId] = useState('');
  const plans = useDeskPlansQuery({ skip: pending.length > 0 });
  const [confirm, confirming] = useDeskConfirmCashMutation({ refetchQueries: [DeskTodayDocument] });
  const [sell, selling] = useDeskSellMembershipMutation({ refetchQueries: [DeskTodayDocument] });
  const busy = confirming.loading || selling.loading;
  const dirty = received !== '' || planId !== '';

  const submit = async () => {
    try {
      if (pending.length > 0) {
        const result = await confirm({
          variables: { id: paymentId, input: received ? { receivedAmount: Number(received) } : null },
        });
        const change = result.data?.confirmCashPayment.change ?? 0;
        notify.success(change > 0 ? `${T.cashConfirmed} · ${T.changeToGive(formatGTQ(change))}` : T.cashConfirmed);
      } else {
        const result = await sell({ variables: { userId, input: { planId, paymentMethod: 'cash' } } });
        const answer = result.data?.sellMembershipAtDesk;
        if (!answer?.success) {
          notify.error(answer?.message ?? T.loadError);
          return;
        }
        notify.success(T.sold);
      }
      onDone();
    } catch (caught) {
      // The dialog stays open with what was typed.
      reportError(caught);
    }
  };

  return (
    <Dialog open onClose={() => (dirty ? undefined : onClose())} fullWidth maxWidth="xs">
      <DialogTitle>{T.confirmCashTitle}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {pending.length > 0 ? (
            <TextField
              select
              label={T.pendingPayments}
              value={paymentId}
              onChange={(e) => setPaymentId(e.target.value)}
              size="small"
            >
              {pending.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {`${p.concept} · ${formatGTQ(p.amount)}`}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField
              select
              label={T.sellPlan}
              value={planId}
              onChange={(e) => setPlanId(e.target.value)}
              size="small"
            >
              {(plans.data?.membershipPlans ?? [])
                .filter((p) => p.isActive)
                .map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {`${p.name} · ${formatGTQ(p.price)}`}
                  </MenuItem>
                ))}
            </TextField>
          )}
          <TextField
            label={T.received}
            value={received}
            onChange={(e) => setReceived(e.target.value)}
            type="number"
            size="small"
            autoFocus
            disabled={pending.length === 0}
          />
          <button type="submit" hidden />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button
          variant="contained"
          disabled={busy || (pending.length > 0 ? !paymentId : !planId)}
          onClick={() => void submit()}
        >
          {pending.length > 0 ? T.confirmCash : T.sell}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RenewDialog({
  membership,
  onDone,
  onClose,
}: {
  membership: { id: string; planName: string };
  onDone: () => void;
  onClose: () => void;
}) {
  const [renew, { loading }] = useDeskRenewMembershipMutation({ refetchQueries: [DeskTodayDocument] });
  const submit = async () => {
    try {
      await renew({ variables: { id: membership.id, input: { months: 1, paymentMethod: 'cash' } } });
      notify.success(T.renewed);
      onDone();
    } catch (caught) {
      reportError(caught);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{T.renewTitle}</DialogTitle>
      <DialogContent>
        <Typography>{T.renewText(membership.planName)}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button variant="contained" autoFocus disabled={loading} onClick={() => void submit()}>
          {T.renew}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
