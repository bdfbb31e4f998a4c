/**
 * Field contracts of the account forms and requests (see field-contract.ts): sign-in,
 * registration, profile, password change, preferences, user administration and the user
 * queries. The profile rules of validation.ts (`validateFirstName`, `validatePassword`...) are
 * these contracts' verdicts, so the api, the bff and the web refuse the same values with the same
 * Spanish message.
 */
import { PAGINATION, SEARCH, THEME_MODES } from './constants';
import { DAY_OR_DATE_TIME_PATTERN } from './dates';
import { enumField, intField, listField, textField } from './field-contract';
import { PASSWORD_MESSAGES, PROFILE_MESSAGES, USER_MESSAGES } from './messages';
import { QUERY_FIELDS } from './query-fields';
import { ROLES } from './roles';

const LETTERS = 'A-Za-zÀ-ÖØ-öø-ÿÑñÜü';

/** Letters (accents, ñ, ü), spaces, hyphens, apostrophes and periods. */
export const NAME_PATTERN = new RegExp(`^[${LETTERS}\\s\\-'.]+$`);
/** Digits, spaces, dashes, parentheses, plus and dots. */
export const PHONE_PATTERN = /^[0-9\s\-()+.]+$/;
/** The one email shape every form and request is held to. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An uppercase letter, a lowercase letter and a number, anywhere. */
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)/;
/**
 * yyyy-mm-dd, or a full ISO date-time (`1990-05-01T00:00:00.000Z`, what a date picker's Date
 * serialises to) whose day (dates.ts `calendarDate`) is the birthday. Whether that day exists and
 * the age it gives are judged by validateDateOfBirth.
 */
export const DATE_OF_BIRTH_PATTERN = DAY_OR_DATE_TIME_PATTERN;
/** At least two letters somewhere (an emergency contact's name). */
const TWO_LETTERS = new RegExp(`[${LETTERS}][\\s\\S]*[${LETTERS}]`);

/** Languages the interface may be set to. */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const personName = (label: string, messages: { required: string; short: string; invalid: string }) =>
  textField(label, {
    max: 80,
    min: 2,
    required: true,
    pattern: NAME_PATTERN,
    requiredMessage: messages.required,
    tooShortMessage: messages.short,
    patternMessage: messages.invalid,
  });

const phone = textField('El teléfono', {
  max: 30,
  pattern: PHONE_PATTERN,
  patternMessage: PROFILE_MESSAGES.phoneInvalid,
});

/** A password as typed at sign-in or as the current one: only its presence and size are judged. */
const enteredPassword = (label: string) =>
  textField(label, {
    max: 128,
    required: true,
    keepWhitespace: true,
    requiredMessage: PASSWORD_MESSAGES.currentRequired,
  });

const email = textField('El correo electrónico', {
  max: 254,
  required: true,
  pattern: EMAIL_PATTERN,
  requiredMessage: PROFILE_MESSAGES.emailInvalid,
  patternMessage: PROFILE_MESSAGES.emailInvalid,
});

export const ACCOUNT_FIELDS = {
  // --- Sign-in and session ---
  /** Sign-in compares the address with the accounts, so its shape is not judged (a 401, not a 422). */
  loginEmail: textField(email.label, { max: email.max, required: true, requiredMessage: email.requiredMessage }),
  loginPassword: enteredPassword('La contraseña'),
  refreshToken: textField('El token de actualización', { max: 512, required: true, keepWhitespace: true }),

  // --- Registration, profile and user administration ---
  email,
  /** A new password: registration, a staff-created user, a password change. */
  password: textField('La contraseña', {
    max: 128,
    min: 6,
    required: true,
    keepWhitespace: true,
    pattern: PASSWORD_PATTERN,
    requiredMessage: PASSWORD_MESSAGES.rule,
    tooShortMessage: PASSWORD_MESSAGES.rule,
    patternMessage: PASSWORD_MESSAGES.rule,
  }),
  currentPassword: enteredPassword('La contraseña actual'),
  firstName: personName('El nombre', {
    required: PROFILE_MESSAGES.firstNameRequired,
    short: PROFILE_MESSAGES.firstNameShort,
    invalid: PROFILE_MESSAGES.firstNameInvalid,
  }),
  lastName: personName('El apellido', {
    required: PROFILE_MESSAGES.lastNameRequired,
    short: PROFILE_MESSAGES.lastNameShort,
    invalid: PROFILE_MESSAGES.lastNameInvalid,
  }),
  phone,
  /** Its longest accepted form is a date-time with nanoseconds and an offset (35 characters). */
  dateOfBirth: textField('La fecha de nacimiento', {
    max: 40,
    pattern: DATE_OF_BIRTH_PATTERN,
    patternMessage: PROFILE_MESSAGES.dateInvalid,
    tooLongMessage: PROFILE_MESSAGES.dateInvalid,
  }),
  address: textField('La dirección', { max: 200 }),
  city: textField('La ciudad', { max: 100 }),
  zipCode: textField('El código postal', { max: 20 }),
  bio: textField('La biografía', { max: 1000, multiline: true }),
  emergencyContactName: textField('El nombre del contacto de emergencia', {
    max: 80,
    pattern: TWO_LETTERS,
    patternMessage: PROFILE_MESSAGES.emergencyNameShort,
  }),
  emergencyContactPhone: textField('El teléfono del contacto de emergencia', {
    max: phone.max,
    pattern: PHONE_PATTERN,
    patternMessage: PROFILE_MESSAGES.emergencyPhoneInvalid,
  }),
  role: enumField('El rol', ROLES, { invalidMessage: USER_MESSAGES.invalidRole }),

  // --- Preferences ---
  theme: enumField('El tema', THEME_MODES),
  language: enumField('El idioma', LANGUAGES),
} as const;

/** Field contracts of the user list, search and frequent-clients queries (besides QUERY_FIELDS). */
export const USER_QUERY_FIELDS = {
  /**
   * A quick search by name or e-mail: at least two characters. Requests cap it at
   * QUERY_FIELDS.search; the minimum is judged after the caller's right to list users.
   */
  userSearch: textField(QUERY_FIELDS.search.label, {
    max: QUERY_FIELDS.search.max,
    min: SEARCH.userMinChars,
    required: true,
    requiredMessage: USER_MESSAGES.searchTooShort,
    tooShortMessage: USER_MESSAGES.searchTooShort,
  }),
  /** Users by id, a batch of the bff's loader (`?ids=a,b,c`). */
  ids: listField('Los identificadores', PAGINATION.maxLimit, QUERY_FIELDS.id),
  days: intField('El número de días', 1, 365),
  minVisits: intField('El mínimo de visitas', 1, 1000),
} as const;
