import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  ACCOUNT_FIELDS,
  canCreateUser,
  canEditUser,
  fieldError,
  hasPermission,
  ROLE_LABELS,
  ROLES,
  USER_MESSAGES,
  type Actor,
  type Role,
  type TextField as TextContract,
} from '@gym/domain';
import {
  useCreateUserMutation,
  useUpdateUserMutation,
  type UpdateUserInput,
  type UserRowFieldsFragment,
} from '../users.generated';
import { useNotify } from '../../../shared/notify';
import { apiErrorInfo } from '../../../shared/api-error';
import { htmlInputLimits } from '../../../shared/field-contract';
import { USERS_TEXTS as T } from '../texts';

type Field = 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'role';
type Values = Record<Field, string> & { isActive: boolean };

/** Each text input's contract (the api's user creation and edit apply the same ones). */
const CONTRACTS: Record<Exclude<Field, 'role'>, TextContract> = {
  firstName: ACCOUNT_FIELDS.firstName,
  lastName: ACCOUNT_FIELDS.lastName,
  email: ACCOUNT_FIELDS.email,
  phone: ACCOUNT_FIELDS.phone,
  password: ACCOUNT_FIELDS.password,
};

interface UserFormDialogProps {
  actor: Actor;
  /** The user being edited; absent when creating. */
  user?: UserRowFieldsFragment | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

function initialValues(user?: UserRowFieldsFragment | null): Values {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    password: '',
    role: user?.role ?? 'cliente',
    isActive: user?.isActive ?? true,
  };
}

export function UserFormDialog({ actor, user, open, onClose, onSaved }: UserFormDialogProps) {
  const notify = useNotify();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const editing = Boolean(user);
  const [values, setValues] = useState<Values>(() => initialValues(user));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [createUser, { loading: creating }] = useCreateUserMutation();
  const [updateUser, { loading: updating }] = useUpdateUserMutation();
  const busy = creating || updating;
  const canChangeRole = !editing || hasPermission(actor, 'manage_user_roles');

  const fieldErrors = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string | null>> = {
      firstName: fieldError(CONTRACTS.firstName, values.firstName),
      lastName: fieldError(CONTRACTS.lastName, values.lastName),
      email: fieldError(CONTRACTS.email, values.email),
      phone: fieldError(CONTRACTS.phone, values.phone),
      password: editing ? null : fieldError(CONTRACTS.password, values.password),
    };
    return Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as Partial<Record<Field, string>>;
  };

  const submitCreate = async () => {
    try {
      await createUser({
        variables: {
          input: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
            phone: values.phone.trim() || null,
            password: values.password,
            role: values.role,
          },
        },
      });
      notify.success(USER_MESSAGES.created);
      onSaved();
    } catch (error) {
      setAlert(apiErrorInfo(error).message ?? T.createError);
    }
  };

  const submitUpdate = async (target: UserRowFieldsFragment) => {
    const input: UpdateUserInput = {};
    if (values.firstName.trim() !== target.firstName) input.firstName = values.firstName.trim();
    if (values.lastName.trim() !== target.lastName) input.lastName = values.lastName.trim();
    if (values.email.trim() !== target.email) input.email = values.email.trim();
    if ((values.phone.trim() || null) !== (target.phone ?? null)) input.phone = values.phone.trim() || null;
    if (values.role !== target.role) input.role = values.role;
    if (values.isActive !== target.isActive) input.isActive = values.isActive;
    if (Object.keys(input).length === 0) {
      setAlert(T.nothingChanged);
      return;
    }
    const decision = canEditUser(actor, target, { role: input.role ?? undefined });
    if (!decision.allowed) {
      setAlert(decision.message);
      return;
    }
    try {
      await updateUser({ variables: { id: target.id, input } });
      notify.success(USER_MESSAGES.updated);
      onSaved();
    } catch (error) {
      setAlert(apiErrorInfo(error).message ?? T.updateError);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors();
    setErrors(found);
    setAlert(null);
    if (!user) {
      // The role rule is checked on submit too, so a colaborador learns why Administrador is refused.
      const decision = canCreateUser(actor, values.role);
      if (!decision.allowed) setAlert(decision.message);
      if (!decision.allowed || Object.keys(found).length > 0) return;
      await submitCreate();
      return;
    }
    if (Object.keys(found).length > 0) return;
    await submitUpdate(user);
  };

  const text = (name: Exclude<Field, 'role'>, label: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextField
      id={`user-${name}`}
      label={label}
      value={values[name]}
      onChange={(event) => {
        setValues((previous) => ({ ...previous, [name]: event.target.value }));
        setErrors((previous) => ({ ...previous, [name]: undefined }));
      }}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      fullWidth
      {...extra}
      slotProps={{ htmlInput: htmlInputLimits(CONTRACTS[name]) }}
    />
  );

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle>{user ? T.editTitle(user.fullName) : T.createTitle}</DialogTitle>
        <DialogContent>
          <Grid container columnSpacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>{text('firstName', T.firstName, { autoComplete: 'off' })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('lastName', T.lastName, { autoComplete: 'off' })}</Grid>
            <Grid size={{ xs: 12 }}>{text('email', T.email, { type: 'email', autoComplete: 'off' })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('phone', T.phone, { type: 'tel' })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                id="user-role"
                select
                label={T.role}
                value={values.role}
                disabled={!canChangeRole}
                onChange={(event) => {
                  setValues((previous) => ({ ...previous, role: event.target.value as Role }));
                  setAlert(null);
                }}
                helperText=" "
                fullWidth
              >
                {ROLES.map((role) => (
                  <MenuItem key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            {!editing && (
              <Grid size={{ xs: 12 }}>
                {text('password', T.password, { type: 'password', autoComplete: 'new-password' })}
              </Grid>
            )}
            {editing && (
              <Grid size={{ xs: 12 }}>
                <FormControlLabel
                  label={T.isActive}
                  control={
                    <Switch
                      checked={values.isActive}
                      onChange={(event) => setValues((previous) => ({ ...previous, isActive: event.target.checked }))}
                    />
                  }
                />
              </Grid>
            )}
          </Grid>
          {alert && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {alert}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {editing ? T.save : T.create}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
