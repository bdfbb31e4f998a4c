import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ACCOUNT_FIELDS,
  fieldError,
  HTTP_MESSAGES,
  PASSWORD_MESSAGES,
  type TextField as TextContract,
} from '@gym/domain';
import { useChangePasswordMutation } from '../profile.generated';
import { useNotify } from '../../../shared/notify';
import { apiErrorInfo } from '../../../shared/api-error';
import { htmlInputLimits } from '../../../shared/field-contract';
import { PROFILE_TEXTS as T } from '../texts';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };
const CONTRACTS: Record<Field, TextContract> = {
  currentPassword: ACCOUNT_FIELDS.currentPassword,
  newPassword: ACCOUNT_FIELDS.password,
  confirmPassword: ACCOUNT_FIELDS.password,
};

export function ChangePasswordForm() {
  const notify = useNotify();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [changePassword, { loading }] = useChangePasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    const current = fieldError(CONTRACTS.currentPassword, values.currentPassword);
    if (current) next.currentPassword = current;
    const rule = fieldError(CONTRACTS.newPassword, values.newPassword);
    if (rule) next.newPassword = rule;
    if (values.confirmPassword !== values.newPassword) next.confirmPassword = PASSWORD_MESSAGES.mismatch;
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    try {
      await changePassword({
        variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } },
      });
      setValues(EMPTY);
      notify.success(PASSWORD_MESSAGES.updated);
    } catch (error) {
      const info = apiErrorInfo(error);
      const sessionEnded = info.code === 'UNAUTHENTICATED' && info.message !== PASSWORD_MESSAGES.currentIncorrect;
      // The api answers 401 for a wrong current password; that belongs on the field, not to the session.
      if (info.message === PASSWORD_MESSAGES.currentIncorrect || (info.status === 401 && !sessionEnded)) {
        setErrors({ currentPassword: PASSWORD_MESSAGES.currentIncorrect });
      } else if (sessionEnded) {
        // Ended elsewhere (a password change, a logout): the global handler says so and opens the sign-in page.
        return;
      } else if (info.status === 429) {
        setFormError(info.message ?? HTTP_MESSAGES.tooManyRequests);
      } else if (info.status === 422) {
        setErrors({ newPassword: info.message ?? PASSWORD_MESSAGES.rule });
      } else {
        setFormError(PASSWORD_MESSAGES.genericError);
      }
    }
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      id={`password-${name}`}
      type="password"
      label={label}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => {
        setValues((previous) => ({ ...previous, [name]: event.target.value }));
        setErrors((previous) => ({ ...previous, [name]: undefined }));
      }}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      fullWidth
      slotProps={{ htmlInput: htmlInputLimits(CONTRACTS[name]) }}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={T.password}>
      <Typography variant="h6" component="h2" gutterBottom>
        {T.password}
      </Typography>
      <Stack spacing={0.5}>
        {field('currentPassword', T.currentPassword, 'current-password')}
        {field('newPassword', T.newPassword, 'new-password')}
        {field('confirmPassword', T.confirmPassword, 'new-password')}
      </Stack>
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={loading}>
          {T.changePassword}
        </Button>
      </Box>
    </Box>
  );
}
