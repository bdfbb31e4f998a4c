import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_FIELDS } from './account-fields';
import { commonPasswordError, commonPasswordForms, isCommonPassword, parsePasswordList } from './common-passwords';
import { fieldError } from './field-contract';
import { PASSWORD_MESSAGES } from './messages';

const read = (name: string) => readFileSync(new URL(`../data/${name}`, import.meta.url), 'utf8');
const seclists = parsePasswordList(read('common-passwords.txt'));
const common = new Set([...seclists, ...parsePasswordList(read('common-passwords.es.txt'))]);

describe('the list of common passwords', () => {
  it('holds the 10,000 most common passwords, in lower case, comments left out', () => {
    // 10,000 entries; those that differ only in case count once.
    expect(seclists.size).toBeGreaterThan(9_900);
    for (const password of ['123456', 'password', 'qwerty', 'dragon', 'abc123', 'password1', 'iloveyou']) {
      expect(seclists.has(password), password).toBe(true);
    }
    expect([...seclists].some((password) => password.startsWith('#') || password !== password.toLowerCase())).toBe(
      false,
    );
    expect(common.has('contraseña')).toBe(true);
  });
});

describe('common passwords', () => {
  it('refuses listed passwords and their trivial variants that pass the password rule', () => {
    for (const password of [
      'Password1',
      'Qwerty123',
      'Abc123',
      'pASSWORD1',
      'Password2024!',
      '2024Dragon',
      'P@ssw0rd1',
      'Adm1n123',
      'Iloveyou7',
      'Contraseña1',
      'Gimnasio2025',
    ]) {
      expect(fieldError(ACCOUNT_FIELDS.password, password), `${password} passes the rule`).toBeNull();
      expect(commonPasswordError(password, common), password).toBe(PASSWORD_MESSAGES.tooCommon);
    }
  });

  it('lets through passwords that are not built on a listed word', () => {
    for (const password of ['Socio123', 'Nueva1234', 'Tr0ub4dor&3', 'Ab12345!', 'Quetzalito9Verde', 'Xk7#pLm2']) {
      expect(isCommonPassword(password, common), password).toBe(false);
      expect(commonPasswordError(password, common)).toBeNull();
    }
  });

  it('looks up the whole password and the word inside it, each with substitutions undone', () => {
    expect(commonPasswordForms('P@ss1!')).toEqual(expect.arrayContaining(['p@ss1!', 'passii', 'passli', 'p@ss']));
    // Too short a word is not judged alone.
    expect(commonPasswordForms('Ab12345!')).not.toContain('ab');
  });

  it('reads a list file: one password a line, comments and blank lines skipped', () => {
    expect([...parsePasswordList('# fuente\n\nHola123\r\nsecreto\n')]).toEqual(['hola123', 'secreto']);
  });
});
