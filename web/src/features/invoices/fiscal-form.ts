import {
  STORAGE_KEYS,
  DOCUMENT_TYPE_OF_REGIME,
  fieldError,
  FISCAL_SETTINGS_FIELDS as F,
  INVOICE_MESSAGES,
  isValidNit,
  type FelCertifierName,
  type IsrRegime,
  type VatRegime,
} from '@gym/domain';
import type { FiscalSettingsFieldsFragment, SaveFiscalSettingsMutationVariables } from './fiscal-settings.generated';

/** The 'Datos fiscales' form as typed: every field a string; credentials are write-only (blank keeps them). */
export interface FiscalForm {
  nit: string;
  legalName: string;
  commercialName: string;
  establishmentCode: string;
  street: string;
  postalCode: string;
  municipality: string;
  department: string;
  vatRegime: VatRegime | '';
  isrRegime: IsrRegime;
  certifier: FelCertifierName | '';
  email: string;
  credentialUser: string;
  credentialSigningKey: string;
  credentialApiKey: string;
}

export type FiscalField = keyof FiscalForm;
export type FiscalErrors = Partial<Record<FiscalField, string>>;

export const CREDENTIAL_FIELDS = ['credentialUser', 'credentialSigningKey', 'credentialApiKey'] as const;

/** What the server holds, as the form shows it: never a credential's value (the server has none to give). */
export function fiscalFormOf(settings: FiscalSettingsFieldsFragment): FiscalForm {
  return {
    nit: settings.nit ?? '',
    legalName: settings.legalName ?? '',
    commercialName: settings.commercialName ?? '',
    establishmentCode: settings.establishmentCode === null ? '' : String(settings.establishmentCode),
    street: settings.address.street ?? '',
    postalCode: settings.address.postalCode ?? '',
    municipality: settings.address.municipality ?? '',
    department: settings.address.department ?? '',
    vatRegime: (settings.vatRegime as VatRegime | null) ?? '',
    isrRegime: settings.isrRegime as IsrRegime,
    certifier: (settings.certifier as FelCertifierName | null) ?? 'infile',
    email: settings.email ?? '',
    credentialUser: '',
    credentialSigningKey: '',
    credentialApiKey: '',
  };
}

const establishmentCode = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The domain's contracts, plus the NIT's check digit (the api's own message). */
export function validateFiscalForm(form: FiscalForm): FiscalErrors {
  const errors: FiscalErrors = {};
  const check = (key: FiscalField, message: string | null) => {
    if (message) errors[key] = message;
  };
  check('nit', fieldError(F.nit, form.nit) ?? (isValidNit(form.nit) ? null : INVOICE_MESSAGES.invalidNit));
  check('legalName', fieldError(F.legalName, form.legalName));
  check('commercialName', fieldError(F.commercialName, form.commercialName));
  check(
    'establishmentCode',
    fieldError({ ...F.establishmentCode, required: true }, establishmentCode(form.establishmentCode)),
  );
  check('street', fieldError(F.street, form.street));
  check('postalCode', fieldError(F.postalCode, form.postalCode));
  check('municipality', fieldError(F.municipality, form.municipality));
  check('department', fieldError(F.department, form.department));
  check('vatRegime', fieldError({ ...F.vatRegime, required: true }, form.vatRegime || undefined));
  check('isrRegime', fieldError({ ...F.isrRegime, required: true }, form.isrRegime));
  check('certifier', fieldError({ ...F.certifier, required: true }, form.certifier || undefined));
  check('email', fieldError(F.email, form.email));
  for (const key of CREDENTIAL_FIELDS) check(key, fieldError(F[key], form[key] || undefined));
  return errors;
}

export function fiscalInputOf(form: FiscalForm): SaveFiscalSettingsMutationVariables['input'] {
  const credential = (value: string) => (value === '' ? null : value);
  return {
    nit: form.nit.trim(),
    legalName: form.legalName.trim(),
    commercialName: form.commercialName.trim(),
    establishmentCode: Number(form.establishmentCode),
    street: form.street.trim(),
    postalCode: form.postalCode.trim(),
    municipality: form.municipality.trim(),
    department: form.department.trim(),
    vatRegime: form.vatRegime,
    isrRegime: form.isrRegime,
    certifier: form.certifier,
    email: form.email.trim() || null,
    credentialUser: credential(form.credentialUser.trim()),
    credentialSigningKey: credential(form.credentialSigningKey),
    credentialApiKey: credential(form.credentialApiKey),
  };
}

/** 'FACT' for the general regime, 'FPEQ' for a small taxpayer. */
export const documentTypeOf = (regime: VatRegime | '') => (regime ? DOCUMENT_TYPE_OF_REGIME[regime] : null);

const CREDENTIALS_REFUSED = INVOICE_MESSAGES.credentialsRefused('');

/**
 * Where a refusal of the server belongs: each field error it names (`extensions.errors`), each
 * part of its message that starts with a field's label ('La razón social es obligatoria'), the
 * NIT's check digit, the certifier's refusal of the credentials. Null when it names no field.
 */
export function fiscalErrorsOfRefusal(
  message: string,
  named: readonly { field: string; message: string }[] = [],
): FiscalErrors | null {
  const errors: FiscalErrors = {};
  const keys = Object.keys(F) as FiscalField[];
  for (const item of named)
    if ((keys as string[]).includes(item.field)) errors[item.field as FiscalField] = item.message;
  for (const part of message.split(/,\s+(?=[A-ZÁÉÍÓÚÑ])/)) {
    const key = keys.find((k) => part.startsWith(F[k].label));
    if (key && !errors[key]) errors[key] = part;
  }
  if (message === INVOICE_MESSAGES.invalidNit) errors.nit = message;
  if (message.startsWith(CREDENTIALS_REFUSED)) errors.credentialUser = message;
  return Object.keys(errors).length ? errors : null;
}

type DraftField = Exclude<FiscalField, (typeof CREDENTIAL_FIELDS)[number]>;

/**
 * Typed work kept for this tab while it is not saved, so leaving the screen and coming back loses
 * nothing. Credentials are never written anywhere on the device.
 */
export function storeFiscalDraft(form: FiscalForm | null): void {
  try {
    if (!form) {
      sessionStorage.removeItem(STORAGE_KEYS.fiscalSettingsDraft);
      return;
    }
    const draft: Partial<Record<DraftField, string>> = {};
    for (const key of Object.keys(form) as FiscalField[])
      if (!(CREDENTIAL_FIELDS as readonly string[]).includes(key)) draft[key as DraftField] = form[key];
    sessionStorage.setItem(STORAGE_KEYS.fiscalSettingsDraft, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the unload warning still guards the typed work.
  }
}

/** The saved form with this tab's unsaved draft over it (only the fields a draft may hold, as text). */
export function withFiscalDraft(saved: FiscalForm): FiscalForm {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.fiscalSettingsDraft) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return saved;
    const form = { ...saved };
    for (const [key, value] of Object.entries(raw))
      if (key in saved && !(CREDENTIAL_FIELDS as readonly string[]).includes(key) && typeof value === 'string')
        (form as Record<string, string>)[key] = value;
    return form;
  } catch {
    return saved;
  }
}
