import { ACCOUNT_FIELDS, changedFields, validateProfileFields, type ProfileFields, type TextField } from '@gym/domain';

/** The editable profile as the form holds it: plain strings, '' for an empty optional field. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  dateOfBirth: string;
  address: string;
  city: string;
  zipCode: string;
  bio: string;
  emergencyName: string;
  emergencyPhone: string;
}

/** Each input's contract (the api's profile update applies the same ones). */
export const PROFILE_FORM_CONTRACTS: Record<keyof ProfileFormValues, TextField> = {
  firstName: ACCOUNT_FIELDS.firstName,
  lastName: ACCOUNT_FIELDS.lastName,
  phone: ACCOUNT_FIELDS.phone,
  dateOfBirth: ACCOUNT_FIELDS.dateOfBirth,
  address: ACCOUNT_FIELDS.address,
  city: ACCOUNT_FIELDS.city,
  zipCode: ACCOUNT_FIELDS.zipCode,
  bio: ACCOUNT_FIELDS.bio,
  emergencyName: ACCOUNT_FIELDS.emergencyContactName,
  emergencyPhone: ACCOUNT_FIELDS.emergencyContactPhone,
};

export type ProfileSource = ProfileFields & { firstName: string; lastName: string };

export function toFormValues(user: ProfileSource): ProfileFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    // The API answers yyyy-mm-dd (possibly with a time part); the date input wants yyyy-mm-dd.
    dateOfBirth: (user.dateOfBirth ?? '').slice(0, 10),
    address: user.address ?? '',
    city: user.city ?? '',
    zipCode: user.zipCode ?? '',
    bio: user.bio ?? '',
    emergencyName: user.emergencyContact?.name ?? '',
    emergencyPhone: user.emergencyContact?.phone ?? '',
  };
}

type ProfilePayload = Required<Omit<ProfileFields, 'emergencyContact'>> & {
  emergencyContact: { name: string | null; phone: string | null } | null;
};

const optional = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** Normalised payload: trimmed values, null for an empty optional field (null clears it on the server). */
function toPayload(values: ProfileFormValues): ProfilePayload {
  const emergencyName = optional(values.emergencyName);
  const emergencyPhone = optional(values.emergencyPhone);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: optional(values.phone),
    dateOfBirth: optional(values.dateOfBirth),
    address: optional(values.address),
    city: optional(values.city),
    zipCode: optional(values.zipCode),
    bio: optional(values.bio),
    emergencyContact:
      emergencyName === null && emergencyPhone === null ? null : { name: emergencyName, phone: emergencyPhone },
  };
}

export type ProfileChanges = Partial<ProfilePayload>;

/** Only the fields that differ from the saved profile (the spec sends only changed fields). */
export function profileChanges(saved: ProfileSource, values: ProfileFormValues): ProfileChanges {
  const current = toPayload(toFormValues(saved));
  const next = toPayload(values);
  const changes: ProfileChanges = {};
  for (const key of changedFields<ProfilePayload>(current, next)) {
    (changes as Record<string, unknown>)[key] = next[key];
  }
  return changes;
}

/** Field -> message, keyed by form field names, for the changed fields only. */
export function validateChanges(
  changes: ProfileChanges,
  today: Date = new Date(),
): Partial<Record<keyof ProfileFormValues, string>> {
  const raw = validateProfileFields(changes, today);
  const errors: Partial<Record<keyof ProfileFormValues, string>> = {};
  for (const [key, message] of Object.entries(raw)) {
    const field =
      key === 'emergencyContact.name' ? 'emergencyName' : key === 'emergencyContact.phone' ? 'emergencyPhone' : key;
    errors[field as keyof ProfileFormValues] = message;
  }
  return errors;
}
