import { ACCOUNT_FIELDS, fieldError, PASSWORD_MESSAGES, type TextField as TextContract } from '@gym/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useGymConfig } from '../../platform/gym-config/useGymConfig';
import { afterSignInPath } from '../../platform/redirect-target';
import { htmlInputLimits } from '../../shared/field-contract';
import { AuthLayout } from './AuthLayout';
import { GoogleSignInButton } from './GoogleSignInButton';
import { AUTH_TEXTS } from './texts';
import { PasswordField } from './PasswordField';
import { useAuth } from './useAuth';

interface RegisterForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

type RegisterErrors = Partial<Record<keyof RegisterForm, string>>;

const EMPTY: RegisterForm = { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' };

/** Each input's contract: the api's registration applies the same ones. */
const CONTRACTS: Record<keyof RegisterForm, TextContract> = {
  firstName: ACCOUNT_FIELDS.firstName,
  lastName: ACCOUNT_FIELDS.lastName,
  email: ACCOUNT_FIELDS.email,
  phone: ACCOUNT_FIELDS.phone,
  password: ACCOUNT_FIELDS.password,
  confirmPassword: ACCOUNT_FIELDS.password,
};

function validate(form: RegisterForm): RegisterErrors {
  const checks: [keyof RegisterForm, string | null][] = [
    ['firstName', fieldError(CONTRACTS.firstName, form.firstName)],
    ['lastName', fieldError(CONTRACTS.lastName, form.lastName)],
    ['email', form.email.trim() ? fieldError(CONTRACTS.email, form.email) : AUTH_TEXTS.emailRequired],
    ['phone', fieldError(CONTRACTS.phone, form.phone)],
    ['password', fieldError(CONTRACTS.password, form.password)],
    ['confirmPassword', form.confirmPassword === form.password ? null : PASSWORD_MESSAGES.mismatch],
  ];
  return Object.fromEntries(checks.filter(([, message]) => message)) as RegisterErrors;
}

export function RegisterPage() {
  const { register } = useAuth();
  const { config } = useGymConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const [form, setForm] = useState<RegisterForm>(EMPTY);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const field = (name: keyof RegisterForm) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name],
    slotProps: { htmlInput: htmlInputLimits(CONTRACTS[name]) },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const user = await register({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
        phone: form.phone.trim() || null,
        password: form.password,
      });
      void navigate(afterSignInPath(location.state, user.role), { replace: true });
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title={AUTH_TEXTS.registerTitle} subtitle={AUTH_TEXTS.registerSubtitle(config.name)}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(e) => void onSubmit(e)}>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={AUTH_TEXTS.firstName} autoComplete="given-name" autoFocus {...field('firstName')} />
          <TextField label={AUTH_TEXTS.lastName} autoComplete="family-name" {...field('lastName')} />
        </Stack>
        <TextField label={AUTH_TEXTS.email} type="email" autoComplete="email" {...field('email')} />
        <TextField label={AUTH_TEXTS.phone} type="tel" autoComplete="tel" {...field('phone')} />
        <PasswordField
          label={AUTH_TEXTS.password}
          autoComplete="new-password"
          {...field('password')}
          helperText={errors.password ?? AUTH_TEXTS.passwordHint}
        />
        <PasswordField label={AUTH_TEXTS.confirmPassword} autoComplete="new-password" {...field('confirmPassword')} />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? AUTH_TEXTS.registerSubmitting : AUTH_TEXTS.registerSubmit}
        </Button>
        <GoogleSignInButton />
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {AUTH_TEXTS.haveAccount}{' '}
          <Link component={RouterLink} to="/login" state={location.state} underline="hover">
            {AUTH_TEXTS.goLogin}
          </Link>
        </Typography>
      </Stack>
    </AuthLayout>
  );
}
