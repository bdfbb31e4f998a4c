import { useState } from 'react';
import {
  BillingFields,
  billingFromProfile,
  billingInput,
  billingProblem,
  EMPTY_BILLING,
  type BillingValue,
} from '../../../shared/components/BillingFields';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  fieldError,
  formatGTQ,
  isPlanDuration,
  MEMBERSHIP_FIELDS,
  membershipPurchaseBlock,
  PAYMENT_METHOD_LABELS,
  PLAN_DURATION_LABELS,
  USER_QUERY_FIELDS,
} from '@gym/domain';
import {
  useDeskClientMembershipsQuery,
  useDeskClientsQuery,
  useDeskMembershipPlansQuery,
  useSellMembershipAtDeskAdminMutation,
} from '../memberships-admin.generated';
import { useIdempotencyKey } from '../../../platform/idempotency';
import { apiErrorInfo } from '../../../shared/api-error';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useNotify } from '../../../shared/notify';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { METHOD_CHOICES, MEMBERSHIPS_ADMIN_TEXTS as T } from '../texts';
import { FormDialog } from '../../../shared/components/FormDialog';

export const CLIENT_SEARCH_DEBOUNCE_MS = 300;
const NOTES = MEMBERSHIP_FIELDS.purchase.notes;
type Method = (typeof METHOD_CHOICES)[number];
interface Client {
  id: string;
  fullName: string;
  email: string;
}

interface Props {
  onClose: () => void;
  onDone: () => void;
}

/**
 * 'Nueva membresía' at the desk: find the client, pick the plan and the method, confirm. Cash
 * received activates it at once. A client who already has one awaiting payment is stopped at the
 * first step with the reason (the api's own rule, from the domain).
 */
export function NewMembershipDialog({ onClose, onDone }: Props) {
  const notify = useNotify();
  const [step, setStep] = useState(0);
  const [searchInput, setSearchInput] = useState('');
  const [client, setClient] = useState<Client | null>(null);
  const [planId, setPlanId] = useState('');
  const [method, setMethod] = useState<Method>('cash');
  const [notes, setNotes] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [billing, setBilling] = useState<BillingValue>(EMPTY_BILLING);

  const trimmed = searchInput.trim();
  const searchHint = trimmed ? fieldError(USER_QUERY_FIELDS.userSearch, trimmed) : null;
  const search = useDebouncedValue(trimmed && !searchHint ? trimmed : '', CLIENT_SEARCH_DEBOUNCE_MS);
  const clients = useDeskClientsQuery({
    variables: { filter: { search, role: 'cliente', isActive: true, limit: 8 } },
    skip: !search,
  });
  const held = useDeskClientMembershipsQuery({
    variables: { filter: { userId: client?.id ?? null, limit: 50 } },
    skip: !client,
    fetchPolicy: 'network-only',
  });
  const plans = useDeskMembershipPlansQuery();
  const [sell, { loading: selling }] = useSellMembershipAtDeskAdminMutation();
  const attempt = useIdempotencyKey();

  const block =
    client && held.data ? membershipPurchaseBlock(held.data.adminMemberships.memberships, { atDesk: true }) : null;
  const plan = plans.data?.membershipPlans.find((p) => p.id === planId) ?? null;
  const notesError = fieldError(NOTES, notes.trim());
  const billingError = plan ? billingProblem(billing, plan.price) : null;
  const dirty = Boolean(client || trimmed || planId || notes);
  const canContinue =
    step === 0
      ? Boolean(client && held.data && !block)
      : step === 1
        ? Boolean(plan && !notesError && !billingError)
        : true;

  const submit = async () => {
    setAlert(null);
    if (step < 2) {
      if (canContinue) setStep(step + 1);
      return;
    }
    if (!client || !plan) return;
    try {
      const variables = {
        userId: client.id,
        input: {
          planId: plan.id,
          paymentMethod: method,
          notes: notes.trim() || null,
          billing: billingInput(billing),
        },
      };
      const { data } = await attempt.send(variables, (context) => sell({ variables, context }));
      const outcome = data?.sellMembershipAtDesk;
      if (!outcome) return;
      if (!outcome.success) {
        setAlert(outcome.message);
        return;
      }
      notify.success(outcome.message);
      onDone();
    } catch (error) {
      setAlert(apiErrorInfo(error).message ?? T.dialogs.sellError);
    }
  };

  const perOf = (duration: string) => (isPlanDuration(duration) ? PLAN_DURATION_LABELS[duration] : '');

  return (
    <FormDialog
      title={T.dialogs.newTitle}
      submitLabel={step < 2 ? T.dialogs.next : T.dialogs.sellSubmit}
      dirty={dirty}
      busy={selling}
      error={alert}
      submitDisabled={!canContinue}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stepper activeStep={step} sx={{ mb: 2 }}>
        {[T.dialogs.stepClient, T.dialogs.stepPlan, T.dialogs.stepConfirm].map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>

      {step === 0 && (
        <Box>
          <TextField
            id="desk-client-search"
            label={T.dialogs.clientSearch}
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            helperText={searchHint ?? ' '}
            fullWidth
            autoFocus
            size="small"
            slotProps={{ htmlInput: htmlInputLimits(USER_QUERY_FIELDS.userSearch) }}
          />
          {clients.loading && <CircularProgress size={20} />}
          {search && clients.data && clients.data.users.users.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {T.dialogs.noClients}
            </Typography>
          )}
          <List dense aria-label={T.dialogs.client}>
            {(clients.data?.users.users ?? []).map((u) => (
              <ListItemButton
                key={u.id}
                selected={client?.id === u.id}
                onClick={() => {
                  setClient({ id: u.id, fullName: u.fullName, email: u.email });
                  // The client's default NIT from the profile; the clerk may change it or press CF.
                  setBilling(billingFromProfile(u));
                  setAlert(null);
                }}
              >
                <ListItemText primary={u.fullName} secondary={[u.email, u.phone].filter(Boolean).join(' · ')} />
              </ListItemButton>
            ))}
          </List>
          {client && block && <Alert severity="warning">{block}</Alert>}
        </Box>
      )}

      {step === 1 && (
        <Box>
          <RadioGroup
            aria-label={T.dialogs.stepPlan}
            value={planId}
            onChange={(event) => setPlanId(event.target.value)}
          >
            {(plans.data?.membershipPlans ?? []).map((p) => (
              <FormControlLabel
                key={p.id}
                value={p.id}
                control={<Radio />}
                label={`${p.name} — ${formatGTQ(p.price)} ${perOf(p.durationType)}`}
              />
            ))}
          </RadioGroup>
          <TextField
            id="desk-method"
            select
            label={T.dialogs.paymentMethod}
            value={method}
            onChange={(event) => setMethod(event.target.value as Method)}
            helperText={T.dialogs.cashActivates}
            fullWidth
            size="small"
            sx={{ mt: 2 }}
          >
            {METHOD_CHOICES.map((m) => (
              <MenuItem key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="desk-notes"
            label={T.dialogs.notes}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            error={Boolean(notesError)}
            helperText={notesError ?? ' '}
            fullWidth
            size="small"
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: htmlInputLimits(NOTES) }}
          />
          <BillingFields lookupName dense value={billing} onChange={setBilling} total={plan?.price ?? 0} />
        </Box>
      )}

      {step === 2 && client && plan && (
        <Typography>
          {T.dialogs.summary(client.fullName, plan.name, formatGTQ(plan.price), PAYMENT_METHOD_LABELS[method])}
        </Typography>
      )}
    </FormDialog>
  );
}
