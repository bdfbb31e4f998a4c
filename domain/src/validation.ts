import { ACCOUNT_FIELDS, PHONE_PATTERN, USER_QUERY_FIELDS } from './account-fields';
import { calendarDate } from './dates';
import { PROFILE_LIMITS } from './constants';
import { fieldError } from './field-contract';
import { PROFILE_MESSAGES } from './messages';

/** A field-level validation result: an error message or null; warnings never block a save. */
export type FieldError = string | null;

/** Declared with the account field contracts; kept importable from here. */
export { EMAIL_PATTERN } from './account-fields';

export const validateFirstName = (value: string | null | undefined): FieldError =>
  fieldError(ACCOUNT_FIELDS.firstName, value);
export const validateLastName = (value: string | null | undefined): FieldError =>
  fieldError(ACCOUNT_FIELDS.lastName, value);

export function validateEmail(value: string | null | undefined): FieldError {
  return fieldError(ACCOUNT_FIELDS.email, value);
}

/** Phone is optional; when present only digits, spaces, dashes, parentheses, plus and dots. */
export function validatePhone(value: string | null | undefined): FieldError {
  return fieldError(ACCOUNT_FIELDS.phone, value);
}

/** A warning (not an error) when the phone has fewer than 7 digits. */
export function phoneWarning(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (!trimmed || !PHONE_PATTERN.test(trimmed)) return null;
  return trimmed.replace(/\D/g, '').length < PROFILE_LIMITS.phoneMinDigits ? PROFILE_MESSAGES.phoneShortWarning : null;
}

/** Whole years between a yyyy-mm-dd birth date and `today`. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCFullYear() !== year || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return null;
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Date of birth is optional (yyyy-mm-dd or an ISO date-time); when present the user is at least 13 and not over 120. */
export function validateDateOfBirth(value: string | null | undefined, today: Date = new Date()): FieldError {
  if (!value) return null;
  const shape = fieldError(ACCOUNT_FIELDS.dateOfBirth, value);
  if (shape) return shape;
  const age = ageOn(calendarDate(value), today);
  if (age === null || age < 0) return PROFILE_MESSAGES.dateInvalid;
  if (age < PROFILE_LIMITS.minAge) return PROFILE_MESSAGES.tooYoung;
  if (age > PROFILE_LIMITS.maxAge) return PROFILE_MESSAGES.tooOld;
  return null;
}

/** Optional; when present at least two letters. */
export function validateEmergencyContactName(value: string | null | undefined): FieldError {
  return fieldError(ACCOUNT_FIELDS.emergencyContactName, value);
}

export function validateEmergencyContactPhone(value: string | null | undefined): FieldError {
  return fieldError(ACCOUNT_FIELDS.emergencyContactPhone, value);
}

/** Password: at least 6 characters with an uppercase letter, a lowercase letter and a number. */
export function validatePassword(value: string | null | undefined): FieldError {
  return fieldError(ACCOUNT_FIELDS.password, value);
}

export interface ProfileFields {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  dateOfBirth?: string | null;
  address?: string | null;
  city?: string | null;
  zipCode?: string | null;
  bio?: string | null;
  emergencyContact?: { name?: string | null; phone?: string | null } | null;
}

/** Validates the fields present in a profile update; returns field -> message for each problem. */
export function validateProfileFields(fields: ProfileFields, today: Date = new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (key: string, error: FieldError) => {
    if (error) errors[key] = error;
  };
  if ('firstName' in fields) put('firstName', validateFirstName(fields.firstName));
  if ('lastName' in fields) put('lastName', validateLastName(fields.lastName));
  if ('phone' in fields) put('phone', validatePhone(fields.phone));
  if ('dateOfBirth' in fields) put('dateOfBirth', validateDateOfBirth(fields.dateOfBirth, today));
  for (const key of ['address', 'city', 'zipCode', 'bio'] as const) {
    if (key in fields) put(key, fieldError(ACCOUNT_FIELDS[key], fields[key]));
  }
  if (fields.emergencyContact) {
    put('emergencyContact.name', validateEmergencyContactName(fields.emergencyContact.name));
    put('emergencyContact.phone', validateEmergencyContactPhone(fields.emergencyContact.phone));
  }
  return errors;
}

export type ImageCheck = { ok: true } | { ok: false; status: 413 | 422; message: string };

/** Profile image: at most 5 MB; JPEG, PNG or WebP (the mime type must come from the file's content). */
export function checkProfileImage(sizeBytes: number, detectedMime: string | null | undefined): ImageCheck {
  if (sizeBytes > PROFILE_LIMITS.imageMaxBytes)
    return { ok: false, status: 413, message: PROFILE_MESSAGES.imageTooLarge };
  if (!detectedMime || !PROFILE_LIMITS.imageMimeTypes.includes(detectedMime)) {
    return { ok: false, status: 422, message: PROFILE_MESSAGES.imageInvalidFormat };
  }
  return { ok: true };
}

export function validateUserSearchQuery(q: string | null | undefined): FieldError {
  return fieldError(USER_QUERY_FIELDS.userSearch, q);
}

/**
 * Fields of `next` that differ from `current` (spec: a profile update sends only changed fields).
 * Nested objects compare by their JSON form.
 */
export function changedFields<T extends object>(current: Partial<T>, next: Partial<T>): (keyof T)[] {
  return (Object.keys(next) as (keyof T)[]).filter((key) => {
    const a = current[key] ?? null;
    const b = next[key] ?? null;
    return JSON.stringify(a) !== JSON.stringify(b);
  });
}
