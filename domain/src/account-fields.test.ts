import { describe, expect, it } from 'vitest';
import { ACCOUNT_FIELDS, USER_QUERY_FIELDS } from './account-fields';
import { calendarDate } from './dates';
import { fieldError } from './field-contract';
import { PASSWORD_MESSAGES, PROFILE_MESSAGES, USER_MESSAGES } from './messages';
import {
  validateDateOfBirth,
  validateEmail,
  validateFirstName,
  validatePassword,
  validateProfileFields,
  validateUserSearchQuery,
} from './validation';

describe('account field contracts', () => {
  it('keep the exact spec messages of the profile rules', () => {
    expect(fieldError(ACCOUNT_FIELDS.firstName, '')).toBe(PROFILE_MESSAGES.firstNameRequired);
    expect(fieldError(ACCOUNT_FIELDS.lastName, 'A')).toBe(PROFILE_MESSAGES.lastNameShort);
    expect(fieldError(ACCOUNT_FIELDS.lastName, 'R2')).toBe(PROFILE_MESSAGES.lastNameInvalid);
    expect(fieldError(ACCOUNT_FIELDS.email, 'ana@')).toBe(PROFILE_MESSAGES.emailInvalid);
    expect(fieldError(ACCOUNT_FIELDS.password, 'abcdef1')).toBe(PASSWORD_MESSAGES.rule);
    expect(fieldError(ACCOUNT_FIELDS.currentPassword, '')).toBe(PASSWORD_MESSAGES.currentRequired);
    expect(fieldError(ACCOUNT_FIELDS.role, 'superadmin')).toBe(USER_MESSAGES.invalidRole);
    expect(fieldError(USER_QUERY_FIELDS.userSearch, 'a')).toBe(USER_MESSAGES.searchTooShort);
  });

  it('name the length limits the api applies', () => {
    expect(validateFirstName('A'.repeat(81))).toBe('El nombre admite como máximo 80 caracteres');
    expect(validateEmail(`${'a'.repeat(250)}@x.gt`)).toBe('El correo electrónico admite como máximo 254 caracteres');
    expect(validatePassword(`Aa1${'x'.repeat(126)}`)).toBe('La contraseña admite como máximo 128 caracteres');
    expect(validateDateOfBirth('1990-01-01T25:00')).toBe(PROFILE_MESSAGES.dateInvalid);
    expect(validateDateOfBirth('01/05/1990')).toBe(PROFILE_MESSAGES.dateInvalid);
    expect(validateDateOfBirth(`1990-01-01T00:00:00.000Z${' '.repeat(30)}x`)).toBe(PROFILE_MESSAGES.dateInvalid);
    expect(validateProfileFields({ city: 'x'.repeat(101), bio: 'línea\nlínea' })).toEqual({
      city: 'La ciudad admite como máximo 100 caracteres',
    });
  });

  it('read a date of birth as yyyy-mm-dd or an ISO date-time, keeping the date as written', () => {
    const today = new Date('2026-11-21T12:00:00Z');
    expect(calendarDate('1990-05-01T23:30:00-06:00')).toBe('1990-05-01');
    expect(calendarDate('1990-05-01')).toBe('1990-05-01');
    expect(validateDateOfBirth('2013-11-21T23:59:59.999Z', today)).toBeNull();
    expect(validateDateOfBirth('2013-11-22T00:00:00Z', today)).toBe(PROFILE_MESSAGES.tooYoung);
  });

  it('refuse control characters, keeping the line breaks of the biography', () => {
    expect(validateFirstName('Ana\u0000')).toBe('El nombre contiene caracteres no permitidos');
    expect(fieldError(ACCOUNT_FIELDS.bio, 'a\nb')).toBeNull();
    expect(fieldError(ACCOUNT_FIELDS.bio, 'a\u0000b')).toBe('La biografía contiene caracteres no permitidos');
  });

  it('a user search needs two characters and at most the shared search length', () => {
    expect(validateUserSearchQuery('')).toBe(USER_MESSAGES.searchTooShort);
    expect(validateUserSearchQuery('x'.repeat(101))).toBe('La búsqueda admite como máximo 100 caracteres');
  });
});
