import { describe, expect, it } from 'vitest';
import {
  ageOn,
  changedFields,
  checkProfileImage,
  phoneWarning,
  validateDateOfBirth,
  validateEmergencyContactName,
  validateFirstName,
  validatePassword,
  validatePhone,
  validateProfileFields,
  validateUserSearchQuery,
} from './validation';

const today = new Date('2026-11-21T12:00:00Z');

describe('names', () => {
  it('accepts accents, spaces, hyphens, apostrophes and periods', () => {
    expect(validateFirstName("María-José O'Neil Jr.")).toBeNull();
    expect(validateFirstName('Ñoño Ü')).toBeNull();
  });
  it('rejects empty, short and digit names with Spanish messages', () => {
    expect(validateFirstName('')).toBe('El nombre es obligatorio');
    expect(validateFirstName('A')).toBe('El nombre debe tener al menos 2 caracteres');
    expect(validateFirstName('R2D2')).toMatch(/solo puede contener letras/);
  });
});

describe('phone', () => {
  it('accepts the allowed characters and warns under 7 digits', () => {
    expect(validatePhone('+502 (555) 1234-56.7')).toBeNull();
    expect(validatePhone('555-abc')).toMatch(/teléfono/);
    expect(phoneWarning('12-34')).toMatch(/menos de 7 dígitos/);
    expect(phoneWarning('5555 1234')).toBeNull();
  });
});

describe('date of birth', () => {
  it('computes age across the birthday', () => {
    expect(ageOn('2013-11-21', today)).toBe(13);
    expect(ageOn('2013-11-22', today)).toBe(12);
  });
  it('requires 13 to 120 years', () => {
    expect(validateDateOfBirth('2013-11-22', today)).toBe('Debes tener al menos 13 años');
    expect(validateDateOfBirth('2013-11-21', today)).toBeNull();
    expect(validateDateOfBirth('1900-01-01', today)).toBe('La edad no puede superar los 120 años');
    expect(validateDateOfBirth('2001-02-30', today)).toBe('La fecha de nacimiento no es válida');
  });
});

describe('password', () => {
  it('needs 6 characters with upper, lower and digit', () => {
    const rule = 'La contraseña debe tener al menos 6 caracteres, una mayúscula, una minúscula y un número';
    expect(validatePassword('Abc12')).toBe(rule);
    expect(validatePassword('abcdef1')).toBe(rule);
    expect(validatePassword('ABCDEF1')).toBe(rule);
    expect(validatePassword('Abcdefg')).toBe(rule);
    expect(validatePassword('Abcde1')).toBeNull();
  });
});

describe('profile fields and image', () => {
  it('validates only the fields present', () => {
    expect(validateProfileFields({ bio: 'hola' }, today)).toEqual({});
    expect(validateProfileFields({ firstName: 'A', emergencyContact: { name: 'B', phone: 'x' } }, today)).toEqual({
      firstName: 'El nombre debe tener al menos 2 caracteres',
      'emergencyContact.name': 'El nombre del contacto de emergencia debe tener al menos 2 letras',
      'emergencyContact.phone': 'El teléfono del contacto de emergencia no es válido',
    });
    expect(validateEmergencyContactName('Lu')).toBeNull();
  });
  it('rejects images over 5 MB with 413 and wrong formats with 422', () => {
    expect(checkProfileImage(5_242_881, 'image/png')).toEqual({
      ok: false,
      status: 413,
      message: 'La imagen es demasiado grande. Máximo 5MB',
    });
    expect(checkProfileImage(1000, 'image/gif')).toEqual({
      ok: false,
      status: 422,
      message: 'Formato de imagen no válido. Usa JPG, PNG o WebP',
    });
    expect(checkProfileImage(5_242_880, 'image/webp')).toEqual({ ok: true });
  });
  it('lists changed fields only', () => {
    expect(changedFields({ firstName: 'Ana', city: 'Xela' }, { firstName: 'Ana', city: 'Antigua' })).toEqual(['city']);
    expect(changedFields({ emergencyContact: { name: 'Luis' } }, { emergencyContact: { name: 'Luis' } })).toEqual([]);
  });
});

describe('user search', () => {
  it('needs at least 2 characters', () => {
    expect(validateUserSearchQuery('a')).toBe('La búsqueda debe tener al menos 2 caracteres');
    expect(validateUserSearchQuery(' ab ')).toBeNull();
  });
});
