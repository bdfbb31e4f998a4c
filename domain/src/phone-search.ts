/**
 * Phone search: a person typed `4455`, `4455 6677`, `4455-6677` or `+502 4455 6677` and expects the
 * member whose phone is stored as `+502 4455-6677` (or `44556677`). Both sides are compared as
 * digits only: the api strips every non-digit from the stored phone in SQL
 * (`users.phone_digits`, a generated column) and looks for the digits this function returns.
 */

/** Guatemala's country code, dropped from a query that starts with it and goes on. */
export const PHONE_COUNTRY_CODE = '502';

/** Fewer digits than this would match nearly every phone: the query is not searched as a phone. */
export const PHONE_SEARCH_MIN_DIGITS = 3;

/** Only digits, spaces, dashes, dots, parentheses and a leading plus: what a typed phone looks like. */
const PHONE_LIKE = /^\+?[\d\s\-.()]+$/;

/**
 * The digits a phone search looks for inside each stored phone's digits, or null when the text is
 * not a phone (letters, or fewer than 3 digits). A leading `+502`/`502` followed by more digits is
 * the country code and is dropped, so `+502 4455` finds `4455-6677` stored without it.
 */
export function phoneSearchDigits(text: string): string | null {
  const trimmed = text.trim();
  if (!PHONE_LIKE.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.startsWith(PHONE_COUNTRY_CODE) && digits.length > PHONE_COUNTRY_CODE.length) {
    digits = digits.slice(PHONE_COUNTRY_CODE.length);
  }
  return digits.length >= PHONE_SEARCH_MIN_DIGITS ? digits : null;
}
