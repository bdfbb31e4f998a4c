import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { commonPasswordError, parsePasswordList, type FieldError } from '@gym/domain';

/** The list files the domain ships (see domain/data/common-passwords.txt for their source). */
const LIST_FILES = ['@gym/domain/data/common-passwords.txt', '@gym/domain/data/common-passwords.es.txt'];

let common: ReadonlySet<string> | undefined;

/** Read once, on the first new password: about 10,000 short strings. */
function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    const require = createRequire(import.meta.url);
    const lists = LIST_FILES.map((file) => parsePasswordList(readFileSync(require.resolve(file), 'utf8')));
    common = new Set(lists.flatMap((list) => [...list]));
  }
  return common;
}

/** The domain's refusal of a common new password, judged against the shipped lists. */
export function commonPasswordRule(password: string): FieldError {
  return commonPasswordError(password, commonPasswords());
}
