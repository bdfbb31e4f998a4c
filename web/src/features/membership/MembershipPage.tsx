import { Link } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  businessDate,
  isMembershipStatus,
  isPlanDuration,
  MEMBERSHIP_STATUS_COLORS,
  MEMBERSHIP_STATUS_LABELS,
  membershipPurchaseBlock,
  orderMembershipsForMember,
  PLAN_DURATION_LABELS,
  planHoldsSlots,
  type Weekday,
} from '@gym/domain';
import { lazy, Suspense, useState } from 'react';
import {
  MyMembershipsDocument,
  useMyMembershipsQuery,
  usePurchaseMembershipMutation,
  useMembershipPlansQuery,
  type MembershipFieldsFragment,
  type MembershipPlanFieldsFragment,
  type PurchaseMembershipMutation,
} from './membership.generated';
import { MyScheduleDocument, useScheduleOptionsQuery } from '../schedule/schedule.generated';
import { useNotify } from '../../shared/notify';
import { ProofUpload } from '../payments/ProofUpload';
import { useIdempotencyKey } from '../../platform/idempotency';
import { apiErrorInfo } from '../../shared/api-error';
import {
  useCreateMembershipCardIntentMutation,
  type CardIntentFieldsFragment,
  type CardIntentResultFieldsFragment,
} from '../stripe/stripe.generated';
import { STRIPE_TEXTS } from '../stripe/texts';
import { useCardPayments } from '../stripe/useCardPayments';
import { BankDetails } from './BankDetails';
import { PayPendingByCard } from './PayPendingByCard';
import { MEMBERSHIP_TEXTS as T } from './texts';
import { Money } from '../../shared/components/Money';
import {
  BillingFields,
  billingFromProfile,
  billingInput,
  billingProblem,
  type BillingValue,
} from '../../shared/components/BillingFields';
import { useAuth } from '../auth/useAuth';

type Method = 'cash' | 'transfer' | 'card';
type Selection = Partial<Record<Weekday, number>>;
type Result = PurchaseMembershipMutation['purchaseMembership'];

// Stripe's form and Stripe.js load only when a member pays by card.
const CardPaymentForm = lazy(() => import('../stripe/CardPaymentForm'));

/** A card payment the server recorded: the membership is active, or will be once the bank confirms. */
function CardOutcome({ result }: { result: CardIntentResultFieldsFragment }) {
  const done = result.status === 'completed';
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Alert severity={done ? 'success' : 'info'}>
        <AlertTitle>{result.message}</AlertTitle>
        {done ? T.cardActive : T.cardProcessing}
      </Alert>
      <Box>
        <Button component={Link} to="/dashboard/client" variant="outlined">
          {T.goHome}
        </Button>
      </Box>
    </Stack>
  );
}

function PlanCard({
  plan,
  selected,
  onSelect,
}: {
  plan: MembershipPlanFieldsFragment;
  selected: boolean;
  onSelect: () => void;
}) {
  const per = isPlanDuration(plan.durationType) ? PLAN_DURATION_LABELS[plan.durationType] : '';
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: selected ? 'primary.main' : undefined,
        borderWidth: selected ? 2 : 1,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h6" component="h3">
            {plan.name}
          </Typography>
          {plan.isPopular && <Chip size="small" color="secondary" label={T.popular} />}
        </Box>
        <Typography variant="h5" component="p">
          <Money value={plan.price} />{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            {per}
          </Typography>
        </Typography>
        {plan.originalPrice && plan.originalPrice > plan.price && (
          <Typography variant="body2" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
            <Money value={plan.originalPrice} />
          </Typography>
        )}
        <Box component="ul" sx={{ pl: 2, my: 1 }}>
          {plan.features.map((feature) => (
            <Typography component="li" variant="body2" key={feature}>
              {feature}
            </Typography>
          ))}
        </Box>
      </CardContent>
      <CardActions>
        <Button
          fullWidth
          variant={selected ? 'contained' : 'outlined'}
          onClick={onSelect}
          aria-pressed={selected}
          aria-label={`${T.selectPlan}: ${plan.name}`}
        >
          {selected ? T.selected : T.selectPlan}
        </Button>
      </CardActions>
    </Card>
  );
}

/** Weekly slots with live capacity; one slot per day, full ones cannot be picked. */
function SlotPicker({ selection, onChange }: { selection: Selection; onChange: (next: Selection) => void }) {
  const { data, loading } = useScheduleOptionsQuery({ fetchPolicy: 'network-only' });
  if (loading && !data) return <Skeleton variant="rounded" height={240} />;
  return (
    <Stack spacing={2}>
      {(data?.scheduleOptions ?? []).map((day) => (
        <Box key={day.day}>
          <Typography variant="subtitle2" component="h3" id={`day-${day.day}`}>
            {day.dayName}
          </Typography>
          {!day.isOpen ? (
            <Typography variant="body2" color="text.secondary">
              {T.closed}
            </Typography>
          ) : (
            <ToggleButtonGroup
              exclusive
              size="small"
              aria-labelledby={`day-${day.day}`}
              value={selection[day.day as Weekday] ?? null}
              onChange={(_event, value: number | null) => {
                const next = { ...selection };
                if (value === null) delete next[day.day as Weekday];
                else next[day.day as Weekday] = value;
                onChange(next);
              }}
              sx={{ flexWrap: 'wrap' }}
            >
              {day.slots.map((slot) => (
                <ToggleButton
                  key={slot.slotId}
                  value={slot.slotId}
                  disabled={slot.isFull}
                  aria-label={`${day.dayName} ${slot.timeRange}, ${slot.isFull ? T.full : T.placesLeft(slot.available)}`}
                  sx={{ flexDirection: 'column', alignItems: 'flex-start', textTransform: 'none' }}
                >
                  <span>{slot.timeRange}</span>
                  <Typography component="span" variant="caption" color={slot.isFull ? 'error' : 'text.secondary'}>
                    {slot.isFull ? T.full : T.placesLeft(slot.available)}
                  </Typography>
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** The weekly slots chosen, in the week's order, as the payment step's summary lists them. */
function ChosenSlots({ selection }: { selection: Selection }) {
  // The picker just read them: the cache answers.
  const { data } = useScheduleOptionsQuery({ fetchPolicy: 'cache-first' });
  const chosen = (data?.scheduleOptions ?? []).flatMap((day) => {
    const slot = day.slots.find((s) => s.slotId === selection[day.day as Weekday]);
    return slot ? [{ day: day.day, label: `${day.dayName} ${slot.timeRange}` }] : [];
  });
  if (chosen.length === 0) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h3" id="chosen-slots">
        {T.chosenSlots}
      </Typography>
      <Box component="ul" aria-labelledby="chosen-slots" sx={{ pl: 2, my: 0.5 }}>
        {chosen.map((slot) => (
          <Typography key={slot.day} component="li" variant="body2">
            {slot.label}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

function Outcome({ result, method }: { result: Result; method: Method }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Alert severity="success">
        <AlertTitle>{T.purchased}</AlertTitle>
        {result.message}
      </Alert>
      {method === 'transfer' && result.payment ? (
        <>
          <Typography>{T.transferExplanation}</Typography>
          <BankDetails />
          <Typography variant="subtitle2" component="h3">
            {T.uploadNow}
          </Typography>
          <ProofUpload paymentId={result.payment.id} />
        </>
      ) : (
        <Alert severity="info">{T.cashExplanation}</Alert>
      )}
      <Box>
        <Button component={Link} to="/dashboard/client" variant="outlined">
          {T.goHome}
        </Button>
      </Box>
    </Stack>
  );
}

/** The member's memberships, the one that matters now first (the domain's order). */
function MyMemberships({
  list,
  onCardPaid,
}: {
  list: readonly MembershipFieldsFragment[];
  onCardPaid: (result: CardIntentResultFieldsFragment) => void;
}) {
  if (list.length === 0) return null;
  return (
    <Box component="section" aria-label={T.myMemberships}>
      <Typography variant="h6" component="h2" gutterBottom>
        {T.myMemberships}
      </Typography>
      <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.map((m, index) => (
          <Card key={m.id} variant="outlined" component="li" aria-label={m.planName}>
            <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Typography variant="subtitle1" component="h3">
                  {m.planName}
                </Typography>
                {isMembershipStatus(m.status) && (
                  <Chip
                    size="small"
                    color={MEMBERSHIP_STATUS_COLORS[m.status]}
                    label={MEMBERSHIP_STATUS_LABELS[m.status]}
                  />
                )}
                {index === 0 && <Chip size="small" variant="outlined" label={T.current} />}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {T.period(m.startDate, m.endDate)}
                {(m.status === 'active' || m.status === 'pending') && ` · ${T.daysLeft(m.daysLeft)}`}
              </Typography>
              {m.status === 'pending' && <PayPendingByCard membership={m} onPaid={onCardPaid} />}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}

export default function MembershipPage() {
  const notify = useNotify();
  const { data: plansData, loading: plansLoading } = useMembershipPlansQuery();
  const mine = useMyMembershipsQuery({ fetchPolicy: 'cache-and-network' });
  const [step, setStep] = useState(0);
  const [planId, setPlanId] = useState<string | null>(null);
  const [selection, setSelection] = useState<Selection>({});
  const [method, setMethod] = useState<Method>('cash');
  const [unavailable, setUnavailable] = useState<Result['unavailableSlots']>([]);
  const [result, setResult] = useState<Result | null>(null);
  const card = useCardPayments();
  const [cardIntent, setCardIntent] = useState<CardIntentFieldsFragment | null>(null);
  const [cardResult, setCardResult] = useState<CardIntentResultFieldsFragment | null>(null);
  const [createCardIntent, { loading: startingCard }] = useCreateMembershipCardIntentMutation();
  const [purchase, { loading: buying }] = usePurchaseMembershipMutation({
    refetchQueries: [{ query: MyMembershipsDocument }, { query: MyScheduleDocument }],
    awaitRefetchQueries: false,
  });
  const purchaseAttempt = useIdempotencyKey();
  // The member's default NIT and billing name from the profile; blank is CF.
  const { user } = useAuth();
  const [billing, setBilling] = useState<BillingValue>(() => billingFromProfile(user));

  const plans = plansData?.membershipPlans ?? [];
  const plan = plans.find((p) => p.id === planId) ?? null;
  const needsSlots = plan ? isPlanDuration(plan.durationType) && planHoldsSlots(plan.durationType) : false;
  const chosenSlots = Object.keys(selection).length;
  const today = businessDate();
  const myList = orderMembershipsForMember(mine.data?.memberships.memberships ?? [], today);
  // One awaiting payment stops a second purchase here, before anything is chosen (the api's rule).
  const blocked = membershipPurchaseBlock(myList, {}, today);
  const checking = mine.loading && !mine.data;

  const billingError = plan ? billingProblem(billing, plan.price) : null;

  const confirm = async () => {
    if (!plan || billingError) return;
    const selectedSchedule = needsSlots
      ? Object.fromEntries(Object.entries(selection).map(([day, slotId]) => [day, [slotId]]))
      : null;
    if (method === 'card') {
      try {
        const { data } = await createCardIntent({
          variables: { input: { planId: plan.id, selectedSchedule, billing: billingInput(billing) } },
        });
        if (data) setCardIntent(data.createMembershipCardIntent);
      } catch (error) {
        notify.error(apiErrorInfo(error).message ?? STRIPE_TEXTS.failed);
      }
      return;
    }
    try {
      const input = { planId: plan.id, paymentMethod: method, selectedSchedule, billing: billingInput(billing) };
      const { data } = await purchaseAttempt.send(input, (context) => purchase({ variables: { input }, context }));
      const outcome = data?.purchaseMembership;
      if (!outcome) return;
      if (outcome.success) {
        setResult(outcome);
        notify.success(outcome.message);
        return;
      }
      setUnavailable(outcome.unavailableSlots);
      const gone = new Set(outcome.unavailableSlots.map((s) => s.slotId));
      setSelection(
        (current) => Object.fromEntries(Object.entries(current).filter(([, id]) => !gone.has(id))) as Selection,
      );
      setStep(1);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };

  if (cardResult) {
    return (
      <Stack spacing={3} sx={{ width: '100%', minWidth: 0 }}>
        <Typography variant="h5" component="h1">
          {T.pageTitle}
        </Typography>
        <CardOutcome result={cardResult} />
      </Stack>
    );
  }

  if (result) {
    return (
      <Stack spacing={3} sx={{ width: '100%', minWidth: 0 }}>
        <Typography variant="h5" component="h1">
          {T.pageTitle}
        </Typography>
        <Outcome result={result} method={method} />
      </Stack>
    );
  }

  const steps = needsSlots || !plan ? [T.stepPlan, T.stepSchedule, T.stepPayment] : [T.stepPlan, T.stepPayment];
  const paymentStep = steps.length - 1;

  return (
    <Stack spacing={3} sx={{ width: '100%', minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {T.pageTitle}
      </Typography>
      <MyMemberships
        list={myList}
        onCardPaid={(paid) => {
          setCardResult(paid);
          notify.success(paid.message);
          void mine.refetch();
        }}
      />
      <Typography variant="h6" component="h2">
        {T.buyTitle}
      </Typography>
      <Stepper activeStep={step} alternativeLabel>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>

      {step === 0 && (
        <Box component="section" aria-label={T.choosePlan}>
          <Typography variant="h6" component="h2" gutterBottom>
            {T.choosePlan}
          </Typography>
          {blocked && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {blocked}
            </Alert>
          )}
          {plansLoading && !plansData ? (
            <Skeleton variant="rounded" height={200} />
          ) : (
            <Grid container spacing={2}>
              {plans.map((p) => (
                <Grid key={p.id} size={{ xs: 12, sm: 6, lg: 3 }}>
                  <PlanCard plan={p} selected={p.id === planId} onSelect={() => setPlanId(p.id)} />
                </Grid>
              ))}
            </Grid>
          )}
        </Box>
      )}

      {step === 1 && needsSlots && (
        <Box component="section" aria-label={T.chooseSlots}>
          <Typography variant="h6" component="h2">
            {T.chooseSlots}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {T.chooseSlotsHint}
          </Typography>
          {unavailable.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              <AlertTitle>{T.unavailableTitle}</AlertTitle>
              {unavailable.map((slot) => `${slot.dayName} ${slot.timeRange}`).join(', ')}. {T.chooseAgain}
            </Alert>
          )}
          <SlotPicker selection={selection} onChange={setSelection} />
        </Box>
      )}

      {step === paymentStep && plan && (
        <Box component="section" aria-label={T.paymentMethod} sx={{ maxWidth: 640 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {T.summary}
          </Typography>
          <Typography>
            {T.plan}: {plan.name} — <Money label={T.total} value={plan.price} />
          </Typography>
          {needsSlots && <ChosenSlots selection={selection} />}
          <Box sx={{ mt: 2 }}>
            <BillingFields
              lookupName
              value={billing}
              onChange={setBilling}
              total={plan.price}
              disabled={Boolean(cardIntent)}
            />
          </Box>
          <FormControl sx={{ mt: 2 }}>
            <FormLabel id="payment-method-label">{T.paymentMethod}</FormLabel>
            <RadioGroup
              aria-labelledby="payment-method-label"
              value={method}
              onChange={(e) => !cardIntent && setMethod(e.target.value as Method)}
            >
              <FormControlLabel value="cash" control={<Radio />} label={T.methods.cash} />
              <FormControlLabel value="transfer" control={<Radio />} label={T.methods.transfer} />
              {card.enabled && <FormControlLabel value="card" control={<Radio />} label={STRIPE_TEXTS.method} />}
            </RadioGroup>
          </FormControl>
          {method === 'card' && card.publishableKey ? (
            cardIntent ? (
              <Box sx={{ mt: 2 }}>
                <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
                  <CardPaymentForm
                    intent={cardIntent}
                    publishableKey={card.publishableKey}
                    testMode={card.testMode}
                    cancelOnServer
                    onPaid={(paid) => {
                      setCardResult(paid);
                      notify.success(paid.message);
                      void mine.refetch();
                    }}
                    onCancel={() => {
                      setCardIntent(null);
                      void mine.refetch();
                    }}
                  />
                </Suspense>
              </Box>
            ) : (
              <Alert severity="info" sx={{ mt: 1 }}>
                {STRIPE_TEXTS.methodHint}
              </Alert>
            )
          ) : method === 'cash' ? (
            <Alert severity="info" sx={{ mt: 1 }}>
              {T.cashExplanation}
            </Alert>
          ) : (
            <Stack spacing={1} sx={{ mt: 1 }}>
              <Alert severity="info">{T.transferExplanation}</Alert>
              <BankDetails />
            </Stack>
          )}
        </Box>
      )}

      <Box sx={{ display: cardIntent ? 'none' : 'flex', gap: 1 }}>
        {step > 0 && (
          <Button onClick={() => setStep(step - 1)} disabled={buying}>
            {T.back}
          </Button>
        )}
        {step < paymentStep ? (
          <Button
            variant="contained"
            disabled={!plan || (step === 0 && (Boolean(blocked) || checking)) || (step === 1 && chosenSlots === 0)}
            onClick={() => setStep(step + 1)}
          >
            {T.next}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={confirm}
            disabled={!plan || buying || startingCard || Boolean(billingError)}
          >
            {method === 'card' ? T.continueToCard : T.confirm}
          </Button>
        )}
        {step === 1 && needsSlots && chosenSlots === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            {T.noSlotChosen}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
