import {
  fieldError,
  PASSWORD_MESSAGES,
  PASSWORD_RESET,
  PASSWORD_RESET_FIELDS,
  PASSWORD_RESET_MESSAGES,
  readResetToken,
} from '@gym/domain';
import { CombinedGraphQLErrors } from '@apollo/client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { htmlInputLimits } from '../../shared/field-contract';
import { AuthLayout } from './AuthLayout';
import { PasswordField } from './PasswordField';
import { useResetPasswordMutation } from './password-reset.generated';
import { AUTH_TEXTS } from './texts';

type ResetErrors = Partial<Record<'password' | 'confirmPassword', string>>;

function validate(password: string, confirmPassword: string): ResetErrors {
  const errors: ResetErrors = {};
  const rule = fieldError(PASSWORD_RESET_FIELDS.password, password);
  if (rule) errors.password = rule;
  if (confirmPassword !== password) errors.confirmPassword = PASSWORD_MESSAGES.mismatch;
  return errors;
}

/**
 * /reset-password#token=...: the mailed link. The token is read once from the fragment (never sent
 * to a server by the browser) and wiped from the address at once (nothing to bookmark or share);
 * the new password twice, held to the registration rule; then a way to sign in. A spent, expired
 * or unknown token shows the server's message and a way to ask for a new link.
 */
export function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => readResetToken(location.hash));
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<ResetErrors>({});
  const [refusal, setRefusal] = useState<string | null>(token ? null : PASSWORD_RESET_MESSAGES.invalidToken);
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [resetPassword, { loading }] = useResetPasswordMutation();

  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname }, { replace: true });
  }, [location.hash, location.pathname, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = validate(password, confirmPassword);
    setErrors(found);
    if (!token || Object.keys(found).length > 0) return;
    try {
      const { data } = await resetPassword({ variables: { input: { token, password } } });
      setDone(data?.resetPassword.message ?? PASSWORD_RESET_MESSAGES.done);
    } catch (failure) {
      const first = CombinedGraphQLErrors.is(failure) ? failure.errors[0] : undefined;
      if (first?.extensions?.status === 400) setRefusal(first.message);
      else setServerError(first?.message ?? AUTH_TEXTS.resetFailed);
    }
  };

  return (
    <AuthLayout title={AUTH_TEXTS.resetTitle} subtitle={AUTH_TEXTS.resetSubtitle}>
      {done ? (
        <Stack spacing={2.5}>
          <Alert severity="success" role="status">
            {done}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" size="large">
            {AUTH_TEXTS.goLogin}
          </Button>
        </Stack>
      ) : refusal ? (
        <Stack spacing={2.5}>
          <Alert severity="error">{refusal}</Alert>
          <Button component={RouterLink} to={PASSWORD_RESET.forgotPath} variant="contained" size="large">
            {AUTH_TEXTS.askAgain}
          </Button>
          <Link component={RouterLink} to="/login" variant="body2" underline="hover" sx={{ textAlign: 'center' }}>
            {AUTH_TEXTS.backToLogin}
          </Link>
        </Stack>
      ) : (
        <Stack component="form" noValidate spacing={2.5} onSubmit={(e) => void onSubmit(e)}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <PasswordField
            label={AUTH_TEXTS.newPassword}
            autoComplete="new-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password ?? AUTH_TEXTS.passwordHint}
            slotProps={{ htmlInput: htmlInputLimits(PASSWORD_RESET_FIELDS.password) }}
          />
          <PasswordField
            label={AUTH_TEXTS.confirmPassword}
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
            error={Boolean(errors.confirmPassword)}
            helperText={errors.confirmPassword}
            slotProps={{ htmlInput: htmlInputLimits(PASSWORD_RESET_FIELDS.password) }}
          />
          <Button type="submit" variant="contained" size="large" disabled={loading}>
            {loading ? AUTH_TEXTS.resetSubmitting : AUTH_TEXTS.resetSubmit}
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
