import { ACCOUNT_FIELDS, fieldError } from '@gym/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useGymConfig } from '../../platform/gym-config/useGymConfig';
import { afterSignInPath, afterSignInState } from '../../platform/redirect-target';
import { htmlInputLimits } from '../../shared/field-contract';
import { AuthLayout } from './AuthLayout';
import { GoogleSignInButton } from './GoogleSignInButton';
import { AUTH_TEXTS } from './texts';
import { PasswordField } from './PasswordField';
import { useAuth } from './useAuth';

type LoginErrors = Partial<Record<'email' | 'password', string>>;

function validate(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = AUTH_TEXTS.emailRequired;
  else {
    const emailError = fieldError(ACCOUNT_FIELDS.email, email);
    if (emailError) errors.email = emailError;
  }
  if (!password) errors.password = AUTH_TEXTS.passwordRequired;
  return errors;
}

export function LoginPage() {
  const { login } = useAuth();
  const { config } = useGymConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(email, password);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const user = await login(email.trim(), password);
      void navigate(afterSignInPath(location.state, user.role), {
        replace: true,
        state: afterSignInState(location.state),
      });
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title={AUTH_TEXTS.loginTitle} subtitle={AUTH_TEXTS.loginSubtitle(config.name)}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(e) => void onSubmit(e)}>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <TextField
          label={AUTH_TEXTS.email}
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
          slotProps={{ htmlInput: htmlInputLimits(ACCOUNT_FIELDS.loginEmail) }}
        />
        <PasswordField
          label={AUTH_TEXTS.password}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password}
          slotProps={{ htmlInput: htmlInputLimits(ACCOUNT_FIELDS.loginPassword) }}
        />
        <Typography variant="body2" sx={{ textAlign: 'right' }}>
          <Link component={RouterLink} to="/forgot-password" underline="hover">
            {AUTH_TEXTS.forgotLink}
          </Link>
        </Typography>
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? AUTH_TEXTS.loginSubmitting : AUTH_TEXTS.loginSubmit}
        </Button>
        <GoogleSignInButton />
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {AUTH_TEXTS.noAccount}{' '}
          <Link component={RouterLink} to="/register" state={location.state} underline="hover">
            {AUTH_TEXTS.goRegister}
          </Link>
        </Typography>
      </Stack>
    </AuthLayout>
  );
}
