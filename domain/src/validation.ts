import { PROFILE_LIMITS, SEARCH } from './constants';
import { PASSWORD_MESSAGES, PROFILE_MESSAGES, USER_MESSAGES } from './messages';

/** A field-level validation result: an error message or null; warnings never block a save. */
export type FieldError = string | null;

const NAME_PATTERN = /^[A-Za-zÀ-ÖØ-öø-ÿÑñÜü\s\-'.]+$/;
const PHONE_PATTERN = /^[0-9\s\-()+.]+$/;
/** The one email shape every form and request is held to. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LETTER = /[A-Za-zÀ-ÖØ-öø-ÿÑñÜü]/g;

function validatePersonName(value: string | null | undefined, which: 'firstName' | 'lastName'): FieldError {
  const messages =
    which === 'firstName'
      ? [PROFILE_MESSAGES.firstNameRequired, PROFILE_MESSAGES.firstNameShort, PROFILE_MESSAGES.firstNameInvalid]
      : [PROFILE_MESSAGES.lastNameRequired, PROFILE_MESSAGES.lastNameShort, PROFILE_MESSAGES.lastNameInvalid];
  const trimmed = (value ?? '').trim();
  if (!trimmed) return messages[0]!;
  if (trimmed.length < PROFILE_LIMITS.nameMinLength) return messages[1]!;
  if (!NAME_PATTERN.test(trimmed)) return messages[2]!;
  return null;
}

export const validateFirstName = (value: string | null | undefined) => validatePersonName(value, 'firstName');
export const validateLastName = (value: string | null | undefined) => validatePersonName(value, 'lastName');

export function validateEmail(value: string | null | undefined): FieldError {
  return EMAIL_PATTERN.test((value ?? '').trim()) ? null : PROFILE_MESSAGES.emailInvalid;
}

/** Phone is optional; when present only digits, spaces, dashes, parentheses, plus and dots. */
export function validatePhone(value: string | null | undefined): FieldError {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return null;
  return PHONE_PATTERN.test(trimmed) ? null : PROFILE_MESSAGES.phoneInvalid;
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

/** Date of birth is optional; when present the user is at least 13 and not over 120. */
export function validateDateOfBirth(value: string | null | undefined, today: Date = new Date()): FieldError {
  if (!value) return null;
  const age = ageOn(value, today);
  if (age === null || age < 0) return PROFILE_MESSAGES.dateInvalid;
  if (age < PROFILE_LIMITS.minAge) return PROFILE_MESSAGES.tooYoung;
  if (age > PROFILE_LIMITS.maxAge) return PROFILE_MESSAGES.tooOld;
  return null;
}

export function validateEmergencyContactName(value: string | null | undefined): FieldError {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return null;
  return (trimmed.match(LETTER) ?? []).length >= 2 ? null : PROFILE_MESSAGES.emergencyNameShort;
}

export function validateEmergencyContactPhone(value: string | null | undefined): FieldError {
  return validatePhone(value) ? PROFILE_MESSAGES.emergencyPhoneInvalid : null;
}

/** Password: at least 6 characters with an uppercase letter, a lowercase letter and a number. */
export function validatePassword(value: string | null | undefined): FieldError {
  const password = value ?? '';
  const ok =
    password.length >= PROFILE_LIMITS.passwordMinLength &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password);
  return ok ? null : PASSWORD_MESSAGES.rule;
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
  return (q ?? '').trim().length >= SEARCH.userMinChars ? null : USER_MESSAGES.searchTooShort;
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
