/**
 * The refusal of common passwords, on top of the password rule of ACCOUNT_FIELDS.password.
 *
 * The list itself is data (domain/data/common-passwords*.txt, the 10,000 most common passwords of
 * SecLists plus a few Spanish words), read by the api only: the web shows the api's message rather
 * than carrying the list in its bundle. A password is common when any of its forms is listed: the
 * whole password in lower case, or the word left once leading and trailing digits and symbols are
 * taken away (`Password1`, `Qwerty123!`, `2024Dragon`), each also read with the usual letter
 * substitutions undone (`P@ssw0rd`).
 */
import type { FieldError } from './validation';
import { PASSWORD_MESSAGES } from './messages';

/**
 * A word shorter than this left after taking digits and symbols away is not judged on its own
 * (`Ab12345!` is not refused for "ab"); the whole password still is.
 */
export const COMMON_PASSWORD_MIN_WORD = 4;

const SUBSTITUTIONS: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '3': 'e',
  '6': 'g',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '+': 't',
};

/** `1` stands for an i as often as for an l (`adm1n`, `1etmein`): both readings are tried. */
const ONE_AS = ['i', 'l'] as const;

const EDGES = /^[^\p{L}]+|[^\p{L}]+$/gu;

function undoSubstitutions(text: string): string[] {
  const base = [...text].map((char) => SUBSTITUTIONS[char] ?? char).join('');
  return base.includes('1') ? ONE_AS.map((letter) => base.replaceAll('1', letter)) : [base];
}

/** The lower-case forms of a password that are looked up in the list. */
export function commonPasswordForms(password: string): string[] {
  const whole = password.normalize('NFC').toLowerCase();
  const forms = new Set([whole, ...undoSubstitutions(whole)]);
  const word = whole.replace(EDGES, '');
  if (word.length >= COMMON_PASSWORD_MIN_WORD) {
    forms.add(word);
    for (const form of undoSubstitutions(word)) forms.add(form);
  }
  return [...forms];
}

export function isCommonPassword(password: string, common: ReadonlySet<string>): boolean {
  return commonPasswordForms(password).some((form) => common.has(form));
}

/** The Spanish refusal of a new password found among the common ones, or null. */
export function commonPasswordError(password: string, common: ReadonlySet<string>): FieldError {
  return isCommonPassword(password, common) ? PASSWORD_MESSAGES.tooCommon : null;
}

/** The passwords of a list file: one a line, `#` starts a comment line, compared in lower case. */
export function parsePasswordList(text: string): Set<string> {
  const passwords = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    if (!line || line.startsWith('#')) continue;
    passwords.add(line.normalize('NFC').toLowerCase());
  }
  return passwords;
}
