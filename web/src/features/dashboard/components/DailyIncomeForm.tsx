import {
  DAILY_INCOME_METHODS,
  dailyIncomeAmount,
  dailyPassOf,
  fieldError,
  formatGTQ,
  PAYMENT_FIELDS,
} from '@gym/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useIdempotencyKey } from '../../../platform/idempotency';
import { apiErrorInfo, isGlobalError } from '../../../shared/api-error';
import {
  BillingFields,
  billingInput,
  billingProblem,
  EMPTY_BILLING,
  type BillingValue,
} from '../../../shared/components/BillingFields';
import { CashTender, readTender } from '../../../shared/components/CashTender';
import { htmlInputLimits } from '../../../shared/field-contract';
import { DailyPassCode } from '../../check-in/components/DailyPassCode';
import { notify } from '../../../shared/notify';
import { useDeskDailyIncomeMutation, useDeskPlansQuery } from '../front-desk.generated';
import { DASHBOARD_TEXTS as T } from '../texts';
import { DESK_CASH_REFETCH } from '../desk-refetch';

const F = PAYMENT_FIELDS.dailyIncome;
type Method = (typeof DAILY_INCOME_METHODS)[number];
// An empty count is one visitor: the usual daily pass is just Enter.
const EMPTY = { visitors: '', received: '', visitorName: '' };

/**
 * A daily pass (one visitor) or a bulk daily income (several in one entry), cash or transfer.
 * Built for the queue at the desk: the visitor count is focused, Enter submits, a success toast
 * says what was charged and the form clears for the next visitor; a refusal keeps what was typed.
 */
export function DailyIncomeForm() {
  const [form, setForm] = useState(EMPTY);
  const [soldPaymentId, setSoldPaymentId] = useState<string | null>(null);
  const [method, setMethod] = useState<Method>('cash');
  const [billing, setBilling] = useState<BillingValue>(EMPTY_BILLING);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const visitorsRef = useRef<HTMLInputElement>(null);
  const [register, { loading }] = useDeskDailyIncomeMutation({ refetchQueries: DESK_CASH_REFETCH });
  const attempt = useIdempotencyKey();
  // The pass price as the api charges it (domain dailyPassOf over the gym's plans); unknown while they load.
  const plans = useDeskPlansQuery();
  const pass = plans.data ? dailyPassOf(plans.data.membershipPlans) : null;
  const visitorCount = form.visitors.trim() === '' ? 1 : Number(form.visitors);
  const countable = Number.isInteger(visitorCount) && fieldError(F.visitors, visitorCount) === null;
  const total = pass && countable ? dailyIncomeAmount(pass.price, visitorCount) : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const visitors = form.visitors.trim() === '' ? 1 : Number(form.visitors);
    const received = form.received.trim() === '' ? null : Number(form.received);
    const found: Record<string, string> = {};
    const visitorsError = fieldError(F.visitors, visitors);
    if (visitorsError) found.visitors = visitorsError;
    const receivedError =
      method === 'cash' && received !== null
        ? (fieldError(F.receivedAmount, received) ?? (total !== null ? readTender(total, form.received).problem : null))
        : null;
    if (receivedError) found.received = receivedError;
    const nameError = fieldError(F.visitorName, form.visitorName.trim());
    if (nameError) found.visitorName = nameError;
    const billingError = total !== null ? billingProblem(billing, total) : null;
    if (billingError) found.billing = billingError;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const variables = {
      input: {
        visitors,
        method,
        receivedAmount: method === 'cash' ? received : null,
        visitorName: form.visitorName.trim() || null,
        billing: billingInput(billing),
      },
    };
    try {
      const result = await register({ variables, context: attempt.contextFor(variables) });
      attempt.settle();
      const income = result.data?.registerDailyIncome;
      if (!income) return;
      const change =
        income.change !== null && income.change !== undefined ? ` · ${T.changeToGive(formatGTQ(income.change))}` : '';
      notify.success(`${T.incomeRecorded(income.visitors)} · ${formatGTQ(income.payment.amount)}${change}`);
      setSoldPaymentId(income.payment.id);
      setForm(EMPTY);
      setBilling(EMPTY_BILLING);
      setErrors({});
      visitorsRef.current?.focus();
    } catch (caught) {
      // No answer (the network): the same form sent again keeps its key, so it is charged once.
      attempt.settle(caught);
      // The typed values stay; the refusal is said beside the form (or by the global notifier).
      const info = apiErrorInfo(caught);
      if (!isGlobalError(info) && info.message) notify.error(info.message);
    }
  };

  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom id="daily-income-title">
          {T.dailyIncome}
        </Typography>
        <Stack
          component="form"
          spacing={1.5}
          noValidate
          onSubmit={(e) => void onSubmit(e)}
          aria-labelledby="daily-income-title"
        >
          <Stack direction="row" spacing={1}>
            <TextField
              label={T.visitors}
              value={form.visitors}
              onChange={(e) => set('visitors')(e.target.value)}
              inputRef={visitorsRef}
              autoFocus
              type="number"
              size="small"
              error={Boolean(errors.visitors)}
              helperText={errors.visitors ?? T.visitorsHint}
              placeholder="1"
              slotProps={{ htmlInput: htmlInputLimits(F.visitors), inputLabel: { shrink: true } }}
              sx={{ width: 160 }}
            />
          </Stack>
          {pass && (
            <Typography variant="body2" color="text.secondary">
              {T.passPrice(pass.name, formatGTQ(pass.price))}
            </Typography>
          )}
          {total !== null && (
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {T.toCharge(formatGTQ(total))}
            </Typography>
          )}
          <RadioGroup row aria-label={T.method} value={method} onChange={(e) => setMethod(e.target.value as Method)}>
            {DAILY_INCOME_METHODS.map((m) => (
              <FormControlLabel key={m} value={m} control={<Radio size="small" />} label={T.methodLabels[m] ?? m} />
            ))}
          </RadioGroup>
          {method === 'cash' && total !== null && (
            <CashTender
              total={total}
              received={form.received}
              onReceivedChange={set('received')}
              label={T.received}
              size="small"
            />
          )}
          {method === 'cash' && total === null && (
            <TextField
              label={T.received}
              value={form.received}
              onChange={(e) => set('received')(e.target.value)}
              type="number"
              size="small"
              error={Boolean(errors.received)}
              helperText={errors.received ?? ' '}
              slotProps={{ htmlInput: htmlInputLimits(F.receivedAmount) }}
            />
          )}
          <TextField
            label={T.visitorName}
            value={form.visitorName}
            onChange={(e) => set('visitorName')(e.target.value)}
            size="small"
            error={Boolean(errors.visitorName)}
            helperText={errors.visitorName ?? ' '}
            slotProps={{ htmlInput: htmlInputLimits(F.visitorName) }}
          />
          <BillingFields lookupName dense value={billing} onChange={setBilling} total={total ?? 0} />
          <Button type="submit" variant="contained" disabled={loading} sx={{ alignSelf: 'flex-start' }}>
            {loading ? T.registering : T.registerIncome}
          </Button>
        </Stack>
        {soldPaymentId && (
          <Box sx={{ mt: 2 }}>
            <DailyPassCode key={soldPaymentId} paymentId={soldPaymentId} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
