import { PROFILE_MESSAGES } from '@gym/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { apiErrorInfo } from '../../../shared/api-error';
import {
  BillingFields,
  billingFromProfile,
  billingProblem,
  namesBuyer,
  type BillingValue,
} from '../../../shared/components/BillingFields';
import { useNotify } from '../../../shared/notify';
import type { CurrentUserFieldsFragment } from '../../auth/current-user.fragment.generated';
import { useUpdateProfileMutation } from '../profile.generated';
import { PROFILE_TEXTS as T } from '../texts';

interface Props {
  user: { billingTaxId?: string | null; billingName?: string | null };
  onSaved: (user: CurrentUserFieldsFragment) => void;
}

/**
 * The member's default NIT (or CUI) and billing name, offered at checkout and on each purchase.
 * Checked by the same domain rule as a sale (no total here, so CF clears it); the api checks again.
 */
export function BillingDefaultForm({ user, onSaved }: Props) {
  const notify = useNotify();
  const [value, setValue] = useState<BillingValue>(() => billingFromProfile(user));
  const [error, setError] = useState<string | null>(null);
  const [updateProfile, { loading }] = useUpdateProfileMutation();
  const saved = billingFromProfile(user);
  const unchanged = value.taxId.trim() === saved.taxId && value.name.trim() === saved.name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (billingProblem(value, 0) || unchanged) return;
    setError(null);
    try {
      const { data } = await updateProfile({
        variables: {
          input: {
            billingTaxId: value.taxId.trim(),
            billingName: namesBuyer(value) ? value.name.trim() : '',
          },
        },
      });
      const user = data?.updateProfile.user;
      if (!user) return;
      onSaved(user);
      setValue(billingFromProfile(user));
      notify.success(data.updateProfile.message || PROFILE_MESSAGES.updated);
    } catch (failure) {
      setError(apiErrorInfo(failure).message ?? PROFILE_MESSAGES.serverError);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)} aria-label={T.billing}>
      <Typography variant="h6" component="h2">
        {T.billing}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {T.billingHelp}
      </Typography>
      <BillingFields lookupName value={value} onChange={setValue} total={0} size="small" />
      {error && <Alert severity="error">{error}</Alert>}
      <Button
        type="submit"
        variant="contained"
        disabled={loading || unchanged || Boolean(billingProblem(value, 0))}
        sx={{ alignSelf: 'flex-start' }}
      >
        {T.saveBilling}
      </Button>
    </Stack>
  );
}
