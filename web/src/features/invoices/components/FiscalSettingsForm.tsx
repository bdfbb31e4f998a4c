import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  FEL_CERTIFIER_LABELS,
  FEL_CERTIFIERS,
  felPhrasesOf,
  FISCAL_SETTINGS_FIELDS as F,
  ISR_REGIME_LABELS,
  ISR_REGIMES,
  VAT_REGIME_LABELS,
  VAT_REGIMES,
  type FieldContract,
} from '@gym/domain';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useState, type FormEvent } from 'react';
import { apiErrorInfo, isGlobalError } from '../../../shared/api-error';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useNotify } from '../../../shared/notify';
import { sameFields } from '../../../shared/same-fields';
import { useWarnBeforeUnload } from '../../../shared/useWarnBeforeUnload';
import {
  CREDENTIAL_FIELDS,
  documentTypeOf,
  fiscalErrorsOfRefusal,
  fiscalFormOf,
  fiscalInputOf,
  storeFiscalDraft,
  validateFiscalForm,
  withFiscalDraft,
  type FiscalErrors,
  type FiscalField,
  type FiscalForm,
} from '../fiscal-form';
import { useSaveFiscalSettingsMutation, type FiscalSettingsFieldsFragment } from '../fiscal-settings.generated';
import { INVOICES_TEXTS as T } from '../texts';

interface TextSpec {
  key: Exclude<FiscalField, 'vatRegime' | 'certifier'>;
  label: string;
  size: number;
  contract: FieldContract;
  type?: string;
  inputMode?: 'numeric';
}

const ISSUER: TextSpec[] = [
  { key: 'nit', label: 'NIT', size: 4, contract: F.nit },
  { key: 'legalName', label: T.legalName, size: 8, contract: F.legalName },
  { key: 'commercialName', label: T.commercialName, size: 8, contract: F.commercialName },
  {
    key: 'establishmentCode',
    label: T.establishmentCode,
    size: 4,
    contract: F.establishmentCode,
    inputMode: 'numeric',
  },
  { key: 'email', label: T.email, size: 12, contract: F.email, type: 'email' },
];

const ADDRESS: TextSpec[] = [
  { key: 'street', label: T.street, size: 12, contract: F.street },
  { key: 'municipality', label: T.municipality, size: 5, contract: F.municipality },
  { key: 'department', label: T.department, size: 4, contract: F.department },
  { key: 'postalCode', label: T.postalCode, size: 3, contract: F.postalCode, inputMode: 'numeric' },
];

const CREDENTIAL_LABELS: Record<(typeof CREDENTIAL_FIELDS)[number], string> = {
  credentialUser: T.credentialUser,
  credentialSigningKey: T.credentialSigningKey,
  credentialApiKey: T.credentialApiKey,
};

const CREDENTIAL_STATE_KEY = {
  credentialUser: 'user',
  credentialSigningKey: 'signingKey',
  credentialApiKey: 'apiKey',
} as const;

function refusedFields(error: unknown): FiscalErrors | null {
  const info = apiErrorInfo(error);
  if (!info.message) return null;
  const named = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.errors : undefined;
  return fiscalErrorsOfRefusal(
    info.message,
    Array.isArray(named) ? (named as { field: string; message: string }[]) : [],
  );
}

/**
 * The gym's fiscal identity and certifier. Credentials are write-only: a blank field keeps the
 * stored one, which the screen never receives ('Configuradas'). Typed work survives a refusal and
 * asks before the tab closes.
 */
export function FiscalSettingsForm({ settings }: { settings: FiscalSettingsFieldsFragment }) {
  const notify = useNotify();
  const [current, setCurrent] = useState(settings);
  const [saved, setSaved] = useState<FiscalForm>(() => fiscalFormOf(settings));
  const [form, setForm] = useState<FiscalForm>(() => withFiscalDraft(saved));
  const [errors, setErrors] = useState<FiscalErrors>({});
  const [save, { loading: busy }] = useSaveFiscalSettingsMutation();
  const dirty = !sameFields(form, saved);
  useWarnBeforeUnload(dirty);
  useEffect(() => storeFiscalDraft(dirty ? form : null), [dirty, form]);

  const set = (key: FiscalField, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateFiscalForm(form);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      const answer = (await save({ variables: { input: fiscalInputOf(form) } })).data?.saveFiscalSettings;
      if (!answer) throw new Error(T.saveFailed);
      const next = fiscalFormOf(answer.settings);
      setCurrent(answer.settings);
      setSaved(next);
      setForm(next);
      notify.success(answer.message || T.saved);
    } catch (error) {
      // The typed form stays as it is: the refusal shows on its field, or as a toast.
      const onFields = refusedFields(error);
      if (onFields) setErrors(onFields);
      const info = apiErrorInfo(error);
      if (!onFields && !isGlobalError(info)) notify.error(info.message ?? T.saveFailed);
    }
  };

  const text = (spec: TextSpec) => (
    <Grid key={spec.key} size={{ xs: 12, sm: spec.size }}>
      <TextField
        id={`fiscal-${spec.key}`}
        label={spec.label}
        type={spec.type ?? 'text'}
        value={form[spec.key]}
        onChange={(e) => set(spec.key, e.target.value)}
        error={Boolean(errors[spec.key])}
        helperText={errors[spec.key] ?? ' '}
        required={spec.contract.required === true || spec.key === 'establishmentCode'}
        slotProps={{
          htmlInput: { ...htmlInputLimits(spec.contract), ...(spec.inputMode ? { inputMode: spec.inputMode } : {}) },
        }}
      />
    </Grid>
  );

  /** A required choice among a domain list, its labels from domain too; `help` under it until an error. */
  const choice = <V extends string>(
    key: 'vatRegime' | 'isrRegime' | 'certifier',
    label: string,
    values: readonly V[],
    labels: Record<V, string>,
    size: number,
    help: string,
  ) => (
    <Grid key={key} size={{ xs: 12, sm: size }}>
      <TextField
        id={`fiscal-${key}`}
        select
        label={label}
        value={form[key]}
        onChange={(e) => set(key, e.target.value)}
        error={Boolean(errors[key])}
        helperText={errors[key] ?? help}
        required
      >
        {values.map((value) => (
          <MenuItem key={value} value={value}>
            {labels[value]}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );

  const credentialsSet = Object.values(current.credentials).filter((v) => typeof v === 'boolean');
  const allSet = credentialsSet.length > 0 && credentialsSet.every(Boolean);
  const documentType = documentTypeOf(form.vatRegime);

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ maxWidth: 860 }}>
      <Alert severity={current.enabled ? 'success' : 'warning'} sx={{ mb: 2 }}>
        <strong>{current.enabled ? T.felOn : T.felOff}</strong> · {current.enabled ? T.felOnHelp : T.felOffHelp}
      </Alert>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={T.sectionIssuer}>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
          {T.sectionIssuer}
        </Typography>
        <Grid container spacing={2}>
          {ISSUER.map(text)}
          {choice(
            'vatRegime',
            T.vatRegime,
            VAT_REGIMES,
            VAT_REGIME_LABELS,
            8,
            documentType ? T.documentType(documentType) : ' ',
          )}
          {form.vatRegime === 'general' &&
            choice(
              'isrRegime',
              T.isrRegime,
              ISR_REGIMES,
              ISR_REGIME_LABELS,
              8,
              T.isrPhrase(felPhrasesOf('FACT', form.isrRegime)[0]!.text),
            )}
        </Grid>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={T.sectionAddress}>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
          {T.sectionAddress}
        </Typography>
        <Grid container spacing={2}>
          {ADDRESS.map(text)}
        </Grid>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={T.sectionCertifier}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography variant="subtitle1" component="h2">
            {T.sectionCertifier}
          </Typography>
          <Chip
            size="small"
            color={allSet ? 'success' : 'default'}
            label={allSet ? T.credentialSet : T.credentialMissing}
          />
        </Box>
        <Grid container spacing={2}>
          {choice('certifier', T.certifierLabel, FEL_CERTIFIERS, FEL_CERTIFIER_LABELS, 6, ' ')}
          {CREDENTIAL_FIELDS.map((key) => {
            const stored = current.credentials[CREDENTIAL_STATE_KEY[key]];
            return (
              <Grid key={key} size={{ xs: 12, sm: key === 'credentialUser' ? 6 : 12 }}>
                <TextField
                  id={`fiscal-${key}`}
                  label={CREDENTIAL_LABELS[key]}
                  type={key === 'credentialUser' ? 'text' : 'password'}
                  autoComplete="off"
                  value={form[key]}
                  placeholder={stored ? T.credentialSet : ''}
                  onChange={(e) => set(key, e.target.value)}
                  error={Boolean(errors[key])}
                  helperText={errors[key] ?? (stored ? T.credentialSetHelp : T.credentialMissing)}
                  slotProps={{ htmlInput: { ...htmlInputLimits(F[key]), autoComplete: 'new-password' } }}
                />
              </Grid>
            );
          })}
          <Grid size={12}>
            <Typography variant="caption" color="text.secondary">
              {T.credentialsHelp}
            </Typography>
          </Grid>
        </Grid>
      </Paper>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? T.saving : T.save}
        </Button>
        {dirty && (
          <Typography variant="body2" color="warning.main" role="status">
            {T.unsaved}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
