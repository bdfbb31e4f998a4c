import { fieldError, PASSWORD_RESET_FIELDS } from '@gym/domain';
import { CombinedGraphQLErrors } from '@apollo/client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { htmlInputLimits } from '../../shared/field-contract';
import { AuthLayout } from './AuthLayout';
import { useForgotPasswordMutation } from './password-reset.generated';
import { AUTH_TEXTS } from './texts';

/**
 * /forgot-password: the address of the account, then the server's answer, which is the same
 * whether or not the address has an account (so the page never tells who is registered).
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [forgotPassword, { loading }] = useForgotPasswordMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = email.trim() ? fieldError(PASSWORD_RESET_FIELDS.email, email) : AUTH_TEXTS.emailRequired;
    setError(found);
    if (found) return;
    try {
      const { data } = await forgotPassword({ variables: { input: { email: email.trim() } } });
      setSent(data?.forgotPassword.message ?? null);
    } catch (failure) {
      setServerError(
        CombinedGraphQLErrors.is(failure)
          ? (failure.errors[0]?.message ?? AUTH_TEXTS.forgotFailed)
          : AUTH_TEXTS.forgotFailed,
      );
    }
  };

  return (
    <AuthLayout title={AUTH_TEXTS.forgotTitle} subtitle={AUTH_TEXTS.forgotSubtitle}>
      {sent ? (
        <Stack spacing={2.5}>
          <Alert severity="success" role="status">
            {sent}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" size="large">
            {AUTH_TEXTS.backToLogin}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" noValidate spacing={2.5} onSubmit={(e) => void onSubmit(e)}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <TextField
            label={AUTH_TEXTS.email}
            type="email"
            autoComplete="email"
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: htmlInputLimits(PASSWORD_RESET_FIELDS.email) }}
          />
          <Button type="submit" variant="contained" size="large" disabled={loading}>
            {loading ? AUTH_TEXTS.forgotSubmitting : AUTH_TEXTS.forgotSubmit}
          </Button>
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            <Link component={RouterLink} to="/login" underline="hover">
              {AUTH_TEXTS.backToLogin}
            </Link>
          </Typography>
        </Stack>
      )}
    </AuthLayout>
  );
}
