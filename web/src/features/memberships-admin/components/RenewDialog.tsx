import { useState } from 'react';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  fieldError,
  formatGTQ,
  isPlanDuration,
  MEMBERSHIP_FIELDS,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_RENEWAL_DEFAULTS,
  PAYMENT_METHOD_LABELS,
  renewalPrice,
} from '@gym/domain';
import {
  useRenewMembershipAdminMutation,
  type AdminMembershipRowFragment,
  type RenewMembershipInput,
} from '../memberships-admin.generated';
import { useIdempotencyKey } from '../../../platform/idempotency';
import { apiErrorInfo, renewedUntilOf } from '../../../shared/api-error';
import {
  BillingFields,
  billingFromProfile,
  billingInput,
  billingProblem,
  type BillingValue,
} from '../../../shared/components/BillingFields';
import { CashTender, readTender } from '../../../shared/components/CashTender';
import { RenewNextPeriodChoice } from '../../../shared/components/RenewNextPeriodChoice';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useNotify } from '../../../shared/notify';
import { METHOD_CHOICES, MEMBERSHIPS_ADMIN_TEXTS as T } from '../texts';
import { FormDialog } from '../../../shared/components/FormDialog';

const FIELDS = MEMBERSHIP_FIELDS.renew;
type Method = (typeof METHOD_CHOICES)[number];

interface Props {
  membership: AdminMembershipRowFragment;
  onClose: () => void;
  onDone: () => void;
}

/** Renovar: months (1 by default), the plan's price unless one is typed, method and notes. */
export function RenewDialog({ membership, onClose, onDone }: Props) {
  const notify = useNotify();
  const [months, setMonths] = useState(String(MEMBERSHIP_RENEWAL_DEFAULTS.months));
  const [price, setPrice] = useState('');
  const [method, setMethod] = useState<Method>('cash');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<{ months?: string; price?: string; notes?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [renew, { loading }] = useRenewMembershipAdminMutation();
  const attempt = useIdempotencyKey();
  const [received, setReceived] = useState('');
  const [renewedUntil, setRenewedUntil] = useState<string | null>(null);
  const [queueNext, setQueueNext] = useState(false);
  // The client's default NIT from the profile; the clerk may change it or press CF.
  const [billing, setBilling] = useState<BillingValue>(() => billingFromProfile(membership.user));

  const plan = membership.plan;
  const monthsNumber = Number(months);
  const planPrice =
    Number.isInteger(monthsNumber) && monthsNumber > 0
      ? renewalPrice(
          plan && isPlanDuration(plan.durationType) ? { price: plan.price, durationType: plan.durationType } : null,
          monthsNumber,
        )
      : null;
  const dirty =
    months !== String(MEMBERSHIP_RENEWAL_DEFAULTS.months) ||
    price !== '' ||
    notes !== '' ||
    method !== 'cash' ||
    received !== '';
  // What is charged: the typed price, else the plan's for the months.
  const typedPrice = price.trim() === '' ? null : Number(price);
  const amount = typedPrice !== null && fieldError(FIELDS.price, typedPrice) === null ? typedPrice : planPrice;
  const tender = method === 'cash' && amount !== null ? readTender(amount, received) : null;
  const billingError = amount !== null ? billingProblem(billing, amount) : null;

  const submit = async () => {
    const found = {
      months: fieldError(FIELDS.months, months.trim() === '' ? null : Number(months)) ?? undefined,
      price: price.trim() === '' ? undefined : (fieldError(FIELDS.price, Number(price)) ?? undefined),
      notes: fieldError(FIELDS.notes, notes.trim()) ?? undefined,
    };
    setErrors(found);
    setAlert(null);
    if (found.months || found.price || found.notes || tender?.problem || billingError) return;
    const input: RenewMembershipInput = { months: monthsNumber, paymentMethod: method };
    if (price.trim() !== '') input.price = Number(price);
    if (notes.trim() !== '') input.notes = notes.trim();
    if (queueNext) input.queueNext = true;
    input.billing = billingInput(billing);
    const variables = { id: membership.id, input };
    try {
      await renew({ variables, context: attempt.contextFor(variables) });
      attempt.settle();
      notify.success(MEMBERSHIP_MESSAGES.renewed);
      onDone();
    } catch (error) {
      attempt.settle(error);
      const until = renewedUntilOf(error);
      if (until) setRenewedUntil(until);
      setAlert(apiErrorInfo(error).message ?? T.dialogs.renewError);
    }
  };

  return (
    <FormDialog
      title={T.dialogs.renewTitle(membership.user?.fullName ?? membership.planName)}
      submitLabel={T.dialogs.renewSubmit}
      dirty={dirty}
      busy={loading}
      error={alert}
      onSubmit={submit}
      onClose={onClose}
    >
      <Grid container columnSpacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            id="renew-months"
            label={T.dialogs.months}
            type="number"
            value={months}
            onChange={(event) => setMonths(event.target.value)}
            error={Boolean(errors.months)}
            helperText={errors.months ?? ' '}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: htmlInputLimits(FIELDS.months) }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField
            id="renew-price"
            label={T.dialogs.renewPrice}
            type="number"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            error={Boolean(errors.price)}
            helperText={errors.price ?? (planPrice !== null ? T.dialogs.planPrice(formatGTQ(planPrice)) : ' ')}
            fullWidth
            slotProps={{ htmlInput: htmlInputLimits(FIELDS.price) }}
          />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <TextField
            id="renew-method"
            select
            label={T.dialogs.paymentMethod}
            value={method}
            onChange={(event) => setMethod(event.target.value as Method)}
            helperText={T.dialogs.cashActivates}
            fullWidth
          >
            {METHOD_CHOICES.map((m) => (
              <MenuItem key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        {tender && amount !== null && (
          <Grid size={{ xs: 12 }} sx={{ mb: 1 }}>
            <CashTender total={amount} received={received} onReceivedChange={setReceived} showTotal />
          </Grid>
        )}
        <Grid size={{ xs: 12 }} sx={{ mb: 1 }}>
          <BillingFields lookupName dense value={billing} onChange={setBilling} total={amount ?? 0} />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <RenewNextPeriodChoice renewedUntil={renewedUntil} checked={queueNext} onChange={setQueueNext} />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <TextField
            id="renew-notes"
            label={T.dialogs.notes}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            error={Boolean(errors.notes)}
            helperText={errors.notes ?? ' '}
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: htmlInputLimits(FIELDS.notes) }}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
