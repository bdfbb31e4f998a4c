import { useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { phoneWarning, PROFILE_MESSAGES } from '@gym/domain';
import type { CurrentUserFieldsFragment } from '../../auth/current-user.fragment.generated';
import { useUpdateProfileMutation } from '../profile.generated';
import { useNotify } from '../../../shared/notify';
import { apiErrorInfo } from '../../../shared/api-error';
import { DateField } from '../../../shared/components/DateField';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useWarnBeforeUnload } from '../../../shared/useWarnBeforeUnload';
import {
  PROFILE_FORM_CONTRACTS,
  profileChanges,
  toFormValues,
  validateChanges,
  type ProfileFormValues,
  type ProfileSource,
} from '../profile-form';
import { PROFILE_TEXTS as T } from '../texts';

interface ProfileFormProps {
  user: ProfileSource;
  /** Receives the saved user so the session copy can be updated. */
  onSaved: (user: CurrentUserFieldsFragment) => void;
}

type Errors = Partial<Record<keyof ProfileFormValues, string>>;
type Status = { severity: 'info' | 'error'; message: string } | null;

function formMessageFor(error: unknown): Status {
  const info = apiErrorInfo(error);
  if (info.status === 401) return { severity: 'error', message: PROFILE_MESSAGES.sessionExpired };
  if (info.status === null || info.status >= 500) return { severity: 'error', message: PROFILE_MESSAGES.serverError };
  if (info.message === PROFILE_MESSAGES.nothingToUpdate) return { severity: 'info', message: info.message };
  return { severity: 'error', message: info.message ?? PROFILE_MESSAGES.serverError };
}

export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const notify = useNotify();
  const [values, setValues] = useState<ProfileFormValues>(() => toFormValues(user));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>(null);
  const [updateProfile, { loading }] = useUpdateProfileMutation();

  const setField = (field: keyof ProfileFormValues) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    setStatus(null);
  };
  const change = (field: keyof ProfileFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setField(field)(event.target.value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = profileChanges(user, values);
    if (Object.keys(changes).length === 0) {
      setErrors({});
      setStatus({ severity: 'info', message: PROFILE_MESSAGES.nothingToUpdate });
      return;
    }
    const fieldErrors = validateChanges(changes);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    setStatus(null);
    try {
      const { data } = await updateProfile({ variables: { input: changes } });
      const saved = data?.updateProfile.user;
      if (!saved) return;
      onSaved(saved);
      setValues(toFormValues(saved));
      notify.success(data.updateProfile.message || PROFILE_MESSAGES.updated);
    } catch (error) {
      setStatus(formMessageFor(error));
    }
  };

  const field = (
    name: keyof ProfileFormValues,
    label: string,
    { slotProps, ...extra }: Partial<TextFieldProps> = {},
  ) => (
    <TextField
      id={`profile-${name}`}
      label={label}
      value={values[name]}
      onChange={change(name)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      fullWidth
      {...extra}
      slotProps={{ ...slotProps, htmlInput: htmlInputLimits(PROFILE_FORM_CONTRACTS[name]) }}
    />
  );

  useWarnBeforeUnload(Object.keys(profileChanges(user, values)).length > 0);
  const warning = errors.phone ? null : phoneWarning(values.phone);

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={T.personalInfo}>
      <Typography variant="h6" component="h2" gutterBottom>
        {T.personalInfo}
      </Typography>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('firstName', T.firstName, { required: true, autoComplete: 'given-name' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('lastName', T.lastName, { required: true, autoComplete: 'family-name' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('phone', T.phone, {
            autoComplete: 'tel',
            type: 'tel',
            helperText: errors.phone ?? warning ?? ' ',
            slotProps: { formHelperText: { sx: warning && !errors.phone ? { color: 'warning.main' } : undefined } },
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateField
            id="profile-dateOfBirth"
            label={T.dateOfBirth}
            value={values.dateOfBirth}
            onChange={setField('dateOfBirth')}
            error={Boolean(errors.dateOfBirth)}
            helperText={errors.dateOfBirth ?? ' '}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12 }}>{field('address', T.address, { autoComplete: 'street-address' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('city', T.city, { autoComplete: 'address-level2' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('zipCode', T.zipCode, { autoComplete: 'postal-code' })}</Grid>
        <Grid size={{ xs: 12 }}>{field('bio', T.bio, { multiline: true, minRows: 3 })}</Grid>
        <Grid size={{ xs: 12 }}>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {T.emergencyContact}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('emergencyName', T.emergencyName)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('emergencyPhone', T.emergencyPhone, { type: 'tel' })}</Grid>
      </Grid>
      {status && (
        <Alert severity={status.severity} sx={{ mb: 2 }}>
          {status.message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button
          type="button"
          onClick={() => {
            setValues(toFormValues(user));
            setErrors({});
            setStatus(null);
          }}
          disabled={loading}
        >
          {T.reset}
        </Button>
        <Button type="submit" variant="contained" disabled={loading}>
          {loading ? T.saving : T.save}
        </Button>
      </Box>
    </Box>
  );
}
