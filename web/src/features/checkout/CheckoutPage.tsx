import {
  CHECKOUT_DEFAULTS,
  DELIVERY_METHODS,
  DELIVERY_TIME_SLOTS,
  fieldError,
  orderCreatedToast,
  orderTotals,
  STORE_FIELDS,
  STORE_PAYMENT_METHODS,
  validateOrderPayload,
  type DeliveryMethod,
  type TextField as TextContract,
} from '@gym/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  BillingFields,
  billingFromProfile,
  billingInput,
  billingProblem,
  type BillingValue,
} from '../../shared/components/BillingFields';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BankAccountsList } from './BankAccountsList';
import { useCheckoutBankAccountsQuery, useCreateOrderMutation } from './checkout.generated';
import { confirmationPath } from './urls';
import { apiErrorInfo, isGlobalError } from '../../shared/api-error';
import { htmlInputLimits } from '../../shared/field-contract';
import { notify } from '../../shared/notify';
import { useAuth } from '../auth/useAuth';
import { useCart } from '../cart/cart-context';
import { useCardPayments } from '../stripe/useCardPayments';
import { OrderSummary } from './OrderSummary';
import { CHECKOUT_TEXTS } from './texts';
import { uniqueId } from '../../shared/unique-id';
import { focusFirstInvalid } from '../../shared/focus-first-invalid';
import { Money } from '../../shared/components/Money';

interface FormState {
  name: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  reference: string;
  deliveryMethod: DeliveryMethod;
  deliveryTimeSlot: string;
  paymentMethod: string;
  notes: string;
}

type TextKey = Exclude<keyof FormState, 'deliveryMethod' | 'deliveryTimeSlot' | 'paymentMethod'>;

const { order } = STORE_FIELDS;

/** Each text field's contract and the key its error has in the order's rules (validateOrderPayload). */
const TEXT_FIELDS: Record<TextKey, { contract: TextContract; errorKey: string; address?: true }> = {
  name: { contract: order.customerName, errorKey: 'customerInfo.name' },
  email: { contract: order.customerEmail, errorKey: 'customerInfo.email' },
  phone: { contract: order.customerPhone, errorKey: 'customerInfo.phone' },
  street: { contract: order.street, errorKey: 'shippingAddress.street', address: true },
  city: { contract: order.city, errorKey: 'shippingAddress.city', address: true },
  state: { contract: order.state, errorKey: 'shippingAddress.state', address: true },
  zipCode: { contract: order.zipCode, errorKey: 'shippingAddress.zipCode', address: true },
  reference: { contract: order.reference, errorKey: 'shippingAddress.reference', address: true },
  notes: { contract: order.notes, errorKey: 'notes' },
};

/** The contracts' verdicts on the form's text fields (the address only when it is shown). */
function textErrors(form: FormState, needsAddress: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, { contract, errorKey, address }] of Object.entries(TEXT_FIELDS) as [
    TextKey,
    (typeof TEXT_FIELDS)[TextKey],
  ][]) {
    const error = address && !needsAddress ? null : fieldError(contract, form[key]);
    if (error) errors[errorKey] = error;
  }
  return errors;
}

/** /checkout for guests and members; the summary uses the same rules the server applies. */
export default function CheckoutPage() {
  const { user, isAuthenticated } = useAuth();
  const cart = useCart();
  const navigate = useNavigate();
  const [createOrder, { loading }] = useCreateOrderMutation();
  // One key per checkout visit: a double submit or a retry returns the same order.
  const [idempotencyKey] = useState(() => uniqueId('k'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The order limit's own message (429): the global toast only says "wait a moment".
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [form, setForm] = useState<FormState>(() => ({
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    street: user?.address ?? '',
    city: user?.city || CHECKOUT_DEFAULTS.city,
    state: CHECKOUT_DEFAULTS.state,
    zipCode: user?.zipCode || CHECKOUT_DEFAULTS.zipCode,
    reference: '',
    deliveryMethod: 'local',
    deliveryTimeSlot: CHECKOUT_DEFAULTS.deliveryTimeSlot,
    paymentMethod: CHECKOUT_DEFAULTS.paymentMethod,
    notes: '',
  }));
  // The member's default NIT and billing name from the profile; a guest starts at CF.
  const [billing, setBilling] = useState<BillingValue>(() => billingFromProfile(user));
  // 'Tarjeta' only while the gym takes cards: an order by card could not be paid otherwise.
  const card = useCardPayments();
  const paymentMethods = STORE_PAYMENT_METHODS.filter((method) => method !== 'card' || card.enabled);
  const byTransfer = form.paymentMethod === 'transfer';
  // Everyone, a guest too, sees the gym's accounts before ordering, and again on the confirmation.
  const accounts = useCheckoutBankAccountsQuery({ skip: !byTransfer });
  const set = (key: keyof FormState) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const formRef = useRef<HTMLFormElement>(null);
  // Each refused submit (a new errors object) shows its first error, wherever the form is scrolled.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(formRef.current);
  }, [refusals]);

  if (cart.items.length === 0 && !cart.loading) {
    return (
      <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {CHECKOUT_TEXTS.emptyCart}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/store">
          {CHECKOUT_TEXTS.goToStore}
        </Button>
      </Container>
    );
  }

  const totals = orderTotals(cart.items, form.deliveryMethod);
  const needsAddress = form.deliveryMethod !== 'pickup';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = {
      items: cart.items.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        price: line.price,
        selectedVariants: line.selectedVariants.map(({ name, value }) => ({ name, value })),
      })),
      customerInfo: { name: form.name.trim(), email: form.email.trim(), phone: form.phone.trim() },
      shippingAddress: {
        street: form.street.trim(),
        city: form.city.trim(),
        state: form.state.trim(),
        zipCode: form.zipCode.trim(),
        reference: form.reference.trim() || null,
      },
      paymentMethod: form.paymentMethod,
      deliveryMethod: form.deliveryMethod,
      deliveryTimeSlot: form.deliveryTimeSlot,
      notes: form.notes.trim() || null,
      sessionId: isAuthenticated ? null : cart.sessionId,
      idempotencyKey,
      billing: billingInput(billing),
    };
    const billingError = billingProblem(billing, totals.totalAmount);
    const found = {
      ...textErrors(form, needsAddress),
      ...validateOrderPayload(payload, !isAuthenticated),
      ...(billingError ? { 'billing.taxId': billingError } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefusals((n) => n + 1);
      return;
    }
    setLimitMessage(null);
    try {
      const result = await createOrder({ variables: { input: payload } });
      const order = result.data?.createOrder;
      if (!order) return;
      notify.success(orderCreatedToast(order.orderNumber));
      await cart.reload();
      const sessionId = isAuthenticated ? null : cart.sessionId;
      void navigate(confirmationPath(order.id, { sessionId, token: order.proofToken ?? null }), { replace: true });
    } catch (orderError) {
      const info = apiErrorInfo(orderError);
      if (info.status === 429 && info.message) setLimitMessage(info.message);
      else if (!isGlobalError(info) && info.message) notify.error(info.message);
    }
  };

  const field = (
    key: TextKey,
    label: string,
    extra: { type?: string; required?: boolean; autoComplete?: string } = {},
  ) => {
    const { contract, errorKey } = TEXT_FIELDS[key];
    return (
      <TextField
        label={label}
        value={form[key]}
        onChange={(e) => set(key)(e.target.value)}
        error={Boolean(errors[errorKey])}
        helperText={errors[errorKey] ?? ' '}
        fullWidth
        size="small"
        type={extra.type ?? 'text'}
        required={extra.required}
        autoComplete={extra.autoComplete}
        slotProps={{ htmlInput: htmlInputLimits(contract) }}
      />
    );
  };

  return (
    <Container maxWidth="lg" sx={{ pt: 3, pb: { xs: 12, md: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {CHECKOUT_TEXTS.title}
      </Typography>
      {!isAuthenticated && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {CHECKOUT_TEXTS.guestNote}
        </Alert>
      )}
      <Grid
        container
        spacing={3}
        component="form"
        ref={formRef}
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-label={CHECKOUT_TEXTS.title}
      >
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="fieldset" aria-label={CHECKOUT_TEXTS.customer}>
            <Typography variant="h6" component="legend" sx={{ mb: 1 }}>
              {CHECKOUT_TEXTS.customer}
            </Typography>
            {field('name', CHECKOUT_TEXTS.name, {
              required: !isAuthenticated,
              autoComplete: 'name',
            })}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('email', CHECKOUT_TEXTS.email, {
                type: 'email',
                required: !isAuthenticated,
                autoComplete: 'email',
              })}
              {field('phone', CHECKOUT_TEXTS.phone, {
                type: 'tel',
                required: !isAuthenticated,
                autoComplete: 'tel',
              })}
            </Stack>
          </Paper>

          <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="fieldset" aria-label={CHECKOUT_TEXTS.billing}>
            <Typography variant="h6" component="legend" sx={{ mb: 1 }}>
              {CHECKOUT_TEXTS.billing}
            </Typography>
            <BillingFields
              value={billing}
              onChange={setBilling}
              total={totals.totalAmount}
              size="small"
              lookupName={isAuthenticated}
            />
          </Paper>

          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <FormControl>
              <FormLabel id="delivery-label">{CHECKOUT_TEXTS.delivery}</FormLabel>
              <RadioGroup
                aria-labelledby="delivery-label"
                value={form.deliveryMethod}
                onChange={(e) => set('deliveryMethod')(e.target.value)}
              >
                {DELIVERY_METHODS.map((method) => (
                  <FormControlLabel
                    key={method}
                    value={method}
                    control={<Radio />}
                    label={`${CHECKOUT_TEXTS.deliveryLabels[method]} (${CHECKOUT_TEXTS.deliveryTimeframes[method]})`}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              select
              label={CHECKOUT_TEXTS.timeSlot}
              value={form.deliveryTimeSlot}
              onChange={(e) => set('deliveryTimeSlot')(e.target.value)}
              size="small"
              fullWidth
              sx={{ mt: 1 }}
            >
              {DELIVERY_TIME_SLOTS.map((slot) => (
                <MenuItem key={slot} value={slot}>
                  {CHECKOUT_TEXTS.timeSlotLabels[slot]}
                </MenuItem>
              ))}
            </TextField>
          </Paper>

          {needsAddress && (
            <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="fieldset" aria-label={CHECKOUT_TEXTS.address}>
              <Typography variant="h6" component="legend" sx={{ mb: 1 }}>
                {CHECKOUT_TEXTS.address}
              </Typography>
              {field('street', CHECKOUT_TEXTS.street, {
                required: true,
                autoComplete: 'street-address',
              })}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {field('city', CHECKOUT_TEXTS.city, { required: true })}
                {field('state', CHECKOUT_TEXTS.state)}
                {field('zipCode', CHECKOUT_TEXTS.zipCode, { autoComplete: 'postal-code' })}
              </Stack>
              {field('reference', CHECKOUT_TEXTS.reference)}
            </Paper>
          )}

          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <FormControl error={Boolean(errors.paymentMethod)}>
              <FormLabel id="payment-label">{CHECKOUT_TEXTS.payment}</FormLabel>
              <RadioGroup
                aria-labelledby="payment-label"
                value={form.paymentMethod}
                onChange={(e) => set('paymentMethod')(e.target.value)}
              >
                {paymentMethods.map((method) => (
                  <FormControlLabel
                    key={method}
                    value={method}
                    control={<Radio />}
                    label={CHECKOUT_TEXTS.paymentLabels[method]}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {byTransfer && (
              <Alert severity="info" icon={false} sx={{ mt: 1 }} aria-label={CHECKOUT_TEXTS.transferTitle}>
                <Typography variant="subtitle2" component="p">
                  {CHECKOUT_TEXTS.transferTitle}
                </Typography>
                <Typography variant="body2">
                  {CHECKOUT_TEXTS.transferAmount}:{' '}
                  <strong>
                    <Money value={totals.totalAmount} />
                  </strong>
                </Typography>
                {accounts.data && <BankAccountsList accounts={accounts.data.transferBankAccounts} />}
              </Alert>
            )}
            <TextField
              label={CHECKOUT_TEXTS.notes}
              value={form.notes}
              onChange={(e) => set('notes')(e.target.value)}
              error={Boolean(errors.notes)}
              helperText={errors.notes}
              slotProps={{ htmlInput: htmlInputLimits(order.notes) }}
              multiline
              minRows={2}
              fullWidth
              size="small"
              sx={{ mt: 1 }}
            />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: 2, position: { md: 'sticky' }, top: { md: 80 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {CHECKOUT_TEXTS.summary}
            </Typography>
            <OrderSummary lines={cart.items} totals={totals} />
            {errors.items && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {errors.items}
              </Alert>
            )}
            {limitMessage && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {limitMessage}
              </Alert>
            )}
            {/* On phones the total and the one submit button stay in view at the bottom of the screen. */}
            <Box
              sx={{
                mt: 2,
                position: { xs: 'fixed', md: 'static' },
                left: 0,
                right: 0,
                bottom: 0,
                zIndex: { xs: 'appBar', md: 'auto' },
                bgcolor: 'background.paper',
                borderTop: { xs: 1, md: 0 },
                borderColor: 'divider',
                p: { xs: 1.5, md: 0 },
                display: 'flex',
                alignItems: 'center',
                gap: 2,
              }}
            >
              <Typography sx={{ display: { xs: 'block', md: 'none' }, flexShrink: 0, fontWeight: 700 }} aria-hidden>
                <Money value={totals.totalAmount} />
              </Typography>
              <Button type="submit" variant="contained" size="large" fullWidth disabled={loading}>
                {loading ? CHECKOUT_TEXTS.placing : CHECKOUT_TEXTS.placeOrder}
              </Button>
            </Box>
          </Paper>
        </Grid>
      </Grid>
    </Container>
  );
}
