import {
  firstNameOf,
  formatBusinessDate,
  formatDate,
  FREEZE_MESSAGES,
  formatGTQ,
  isPlanDuration,
  MEMBERSHIP_STATUS_COLORS,
  PAYMENT_FIELDS,
  renewalPrice,
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
import { useIdempotencyKey } from '../../../platform/idempotency';
import { apiErrorInfo, isGlobalError, renewedUntilOf } from '../../../shared/api-error';
import {
  BillingFields,
  billingFromProfile,
  billingInput,
  billingProblem,
  type BillingValue,
} from '../../../shared/components/BillingFields';
import { CashTender, readTender } from '../../../shared/components/CashTender';
import { RenewNextPeriodChoice } from '../../../shared/components/RenewNextPeriodChoice';
import { WhatsAppLink } from '../../../shared/components/WhatsAppLink';
import { ResetCheckInSecretButton } from '../../check-in/components/ResetCheckInSecretButton';
import { notify } from '../../../shared/notify';
import { SHARED_TEXTS } from '../../../shared/texts';
import {
  DeskTodayDocument,
  useDeskClientCardQuery,
  useDeskConfirmCashMutation,
  useDeskFreezeMembershipMutation,
  useDeskPlansQuery,
  useDeskRegisterVisitMutation,
  useDeskRenewMembershipMutation,
  useDeskSellMembershipMutation,
  useDeskUnfreezeMembershipMutation,
} from '../front-desk.generated';
import { FreezeMembershipDialog } from '../../../shared/components/FreezeMembershipDialog';
import { DASHBOARD_TEXTS as T } from '../texts';
import { DESK_CASH_REFETCH } from '../desk-refetch';
import { ClientVisitsList } from './ClientVisitsList';

function reportError(caught: unknown) {
  const info = apiErrorInfo(caught);
  if (!isGlobalError(info) && info.message) notify.error(info.message);
}

const VISIT_BLOCKED_ID = 'desk-visit-blocked';

type Dialogs = 'cash' | 'sell' | 'renew' | 'freeze' | null;

/**
 * Why a member cannot be let in with 'Registrar visita' (null when they can): only a membership
 * running today lets them in, as the api decides (`canRegisterVisit`).
 */
export function visitBlockedReason(
  canRegisterVisit: boolean,
  status: MembershipStatus | 'none',
  startDate: string | null | undefined,
  frozenUntil?: string | null,
): string | null {
  if (canRegisterVisit) return null;
  if (frozenUntil) return FREEZE_MESSAGES.frozen(frozenUntil);
  if (status === 'active' && startDate) return T.visitBlocked.notStarted(formatBusinessDate(startDate));
  if (status === 'active' || status === 'none') return T.visitBlocked.none;
  return T.visitBlocked[status];
}

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
  const [visit, visiting] = useDeskRegisterVisitMutation({
    refetchQueries: [DeskTodayDocument, 'DeskClientVisits'],
  });
  const [freeze] = useDeskFreezeMembershipMutation();
  const [unfreeze, unfreezing] = useDeskUnfreezeMembershipMutation();
  const card = data?.clientCard;
  if (!card) {
    if (error && !loading) return <Alert severity="warning">{T.loadError}</Alert>;
    return <Skeleton height={240} />;
  }
  const status = card.membershipStatus as MembershipStatus | 'none';
  const cashPending = card.pendingPayments.filter((p) => p.method === 'cash');
  const firstName = firstNameOf(card.client.fullName);
  const membership = card.membership;
  const visitBlocked = visitBlockedReason(
    card.canRegisterVisit,
    status,
    membership?.startDate,
    membership?.isFrozen ? membership.freeze?.endDate : null,
  );
  // A membership about to end is what staff most often write about; otherwise a plain greeting.
  const whatsAppMessage = (gymName: string) =>
    card.isExpiringSoon && membership
      ? WHATSAPP_TEXTS.membershipEnding(firstName, membership.planName, membership.endDate, gymName)
      : WHATSAPP_TEXTS.generic(firstName, gymName);

  const resume = async (id: string) => {
    try {
      await unfreeze({ variables: { id } });
      notify.success(FREEZE_MESSAGES.unfrozen);
      await refetch();
    } catch (caught) {
      reportError(caught);
    }
  };

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
          {/* With no membership the chip already says 'Sin membresía'; unpaid, its days have not started. */}
          {card.membership && (
            <Typography variant="body2">
              {card.membership.planName} · {status === 'pending' ? T.awaitingPayment : T.daysLeft(card.daysLeft)}
            </Typography>
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
          aria-describedby={visitBlocked ? VISIT_BLOCKED_ID : undefined}
        >
          {T.registerVisit}
        </Button>
        {cashPending.length > 0 && (
          <Button variant="outlined" onClick={() => setDialog('cash')}>
            {T.cashPayment}
          </Button>
        )}
        <Button variant="outlined" onClick={() => setDialog('sell')}>
          {T.sellPlanAction}
        </Button>
        <Button variant="outlined" disabled={!card.canRenew || !card.membership} onClick={() => setDialog('renew')}>
          {T.renew}
        </Button>
        <ResetCheckInSecretButton userId={userId} />
        {membership?.freeze ? (
          <Button variant="outlined" disabled={unfreezing.loading} onClick={() => void resume(membership.id)}>
            {SHARED_TEXTS.unfreeze}
          </Button>
        ) : (
          <Button variant="outlined" disabled={status !== 'active' || !membership} onClick={() => setDialog('freeze')}>
            {SHARED_TEXTS.freeze}
          </Button>
        )}
      </Stack>
      {visitBlocked && (
        <Typography id={VISIT_BLOCKED_ID} variant="body2" color="text.secondary" sx={{ mt: -1 }}>
          {visitBlocked}
        </Typography>
      )}

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
      <ClientVisitsList userId={userId} />

      {(dialog === 'cash' || dialog === 'sell') && (
        <CashDialog
          userId={userId}
          pending={dialog === 'cash' ? cashPending : []}
          defaultBilling={billingFromProfile(card.client)}
          onDone={() => {
            setDialog(null);
            void refetch();
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'freeze' && membership && (
        <FreezeMembershipDialog
          holder={card.client.fullName}
          endDate={membership.endDate}
          onFreeze={(input) => freeze({ variables: { id: membership.id, input } })}
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
          defaultBilling={billingFromProfile(card.client)}
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
 * 'Registrar pago en efectivo' confirms one of the client's pending cash payments (with the change
 * to hand back); 'Vender plan' (no pending payment given) sells a plan at the desk paid in cash.
 */
function CashDialog({
  userId,
  pending,
  defaultBilling,
  onDone,
  onClose,
}: {
  userId: string;
  pending: PendingCash[];
  /** The client's default NIT and name from the profile (a plan sold here is invoiced to them). */
  defaultBilling: BillingValue;
  onDone: () => void;
  onClose: () => void;
}) {
  const [paymentId, setPaymentId] = useState(pending[0]?.id ?? '');
  const [received, setReceived] = useState('');
  const [planId, setPlanId] = useState('');
  const [billing, setBilling] = useState<BillingValue>(defaultBilling);
  const plans = useDeskPlansQuery({ skip: pending.length > 0 });
  const [confirm, confirming] = useDeskConfirmCashMutation({ refetchQueries: DESK_CASH_REFETCH });
  const [sell, selling] = useDeskSellMembershipMutation({ refetchQueries: DESK_CASH_REFETCH });
  const attempt = useIdempotencyKey();
  const busy = confirming.loading || selling.loading;
  const dirty = received !== '' || planId !== '';
  // What is charged: the chosen pending payment, or the chosen plan's price.
  const total =
    pending.length > 0
      ? (pending.find((p) => p.id === paymentId)?.amount ?? null)
      : (plans.data?.membershipPlans.find((p) => p.id === planId)?.price ?? null);
  const tender =
    total !== null ? readTender(total, received, { contract: PAYMENT_FIELDS.confirmCash.receivedAmount }) : null;
  // A pending payment was invoiced when it was made; only a plan sold here asks the NIT.
  const sellsPlan = pending.length === 0;
  const billingError = sellsPlan && total !== null ? billingProblem(billing, total) : null;

  const submit = async () => {
    if (tender?.problem || billingError) return;
    try {
      if (pending.length > 0) {
        const variables = { id: paymentId, input: received ? { receivedAmount: Number(received) } : null };
        const result = await confirm({ variables, context: attempt.contextFor(variables) });
        attempt.settle();
        const change = result.data?.confirmCashPayment.change ?? 0;
        notify.success(change > 0 ? `${T.cashConfirmed} · ${T.changeToGive(formatGTQ(change))}` : T.cashConfirmed);
      } else {
        const variables = { userId, input: { planId, paymentMethod: 'cash', billing: billingInput(billing) } };
        const result = await sell({ variables, context: attempt.contextFor(variables) });
        attempt.settle();
        const answer = result.data?.sellMembershipAtDesk;
        if (!answer?.success) {
          notify.error(answer?.message ?? T.loadError);
          return;
        }
        notify.success(T.sold);
      }
      onDone();
    } catch (caught) {
      // The dialog stays open with what was typed; with no answer, a retry keeps its key.
      attempt.settle(caught);
      reportError(caught);
    }
  };

  return (
    <Dialog open onClose={() => (dirty ? undefined : onClose())} fullWidth maxWidth="xs">
      <DialogTitle>{pending.length > 0 ? T.confirmCashTitle : T.sellPlanTitle}</DialogTitle>
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
              autoFocus
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
          {total !== null && (
            <CashTender
              total={total}
              received={received}
              onReceivedChange={setReceived}
              contract={PAYMENT_FIELDS.confirmCash.receivedAmount}
              label={T.received}
              showTotal
              size="small"
              autoFocus
            />
          )}
          {sellsPlan && <BillingFields lookupName dense value={billing} onChange={setBilling} total={total ?? 0} />}
          <button type="submit" hidden />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button
          variant="contained"
          disabled={
            busy || Boolean(tender?.problem) || Boolean(billingError) || (pending.length > 0 ? !paymentId : !planId)
          }
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
  defaultBilling,
  onDone,
  onClose,
}: {
  membership: { id: string; planId: string; planName: string };
  defaultBilling: BillingValue;
  onDone: () => void;
  onClose: () => void;
}) {
  const [renew, { loading }] = useDeskRenewMembershipMutation({ refetchQueries: DESK_CASH_REFETCH });
  const plans = useDeskPlansQuery();
  const attempt = useIdempotencyKey();
  const [received, setReceived] = useState('');
  const [renewedUntil, setRenewedUntil] = useState<string | null>(null);
  const [queueNext, setQueueNext] = useState(false);
  const [billing, setBilling] = useState<BillingValue>(defaultBilling);
  // One month at the plan's price, as the api charges it (domain renewalPrice).
  const plan = plans.data?.membershipPlans.find((p) => p.id === membership.planId);
  const amount =
    plan && isPlanDuration(plan.durationType)
      ? renewalPrice({ price: plan.price, durationType: plan.durationType }, 1)
      : null;
  const tender = amount !== null ? readTender(amount, received) : null;
  const billingError = amount !== null ? billingProblem(billing, amount) : null;

  const submit = async () => {
    if (tender?.problem || billingError) return;
    const variables = {
      id: membership.id,
      input: {
        months: 1,
        paymentMethod: 'cash',
        billing: billingInput(billing),
        ...(queueNext ? { queueNext: true } : {}),
      },
    };
    try {
      await renew({ variables, context: attempt.contextFor(variables) });
      attempt.settle();
      notify.success(tender?.change ? `${T.renewed} · ${T.changeToGive(formatGTQ(tender.change))}` : T.renewed);
      onDone();
    } catch (caught) {
      attempt.settle(caught);
      // Already renewed: say until when and offer the next period as an explicit choice.
      const until = renewedUntilOf(caught);
      if (until) setRenewedUntil(until);
      reportError(caught);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{T.renewTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{T.renewText(membership.planName)}</Typography>
          {amount !== null && (
            <CashTender
              total={amount}
              received={received}
              onReceivedChange={setReceived}
              label={T.received}
              showTotal
              size="small"
            />
          )}
          <BillingFields lookupName dense value={billing} onChange={setBilling} total={amount ?? 0} />
          <RenewNextPeriodChoice renewedUntil={renewedUntil} checked={queueNext} onChange={setQueueNext} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button
          variant="contained"
          autoFocus
          disabled={
            loading || Boolean(tender?.problem) || Boolean(billingError) || (renewedUntil !== null && !queueNext)
          }
          onClick={() => void submit()}
        >
          {T.renew}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
