import { describe, expect, it } from 'vitest';
import {
  enumField,
  fieldError,
  fieldErrors,
  INT32_MAX,
  intField,
  listField,
  moneyField,
  normalizedText,
  numberField,
  textField,
  withHttpScheme,
} from './field-contract';
import { STORE_FIELDS } from './store-fields';

const name = textField('El nombre', { max: 5, min: 2, required: true });
const city = textField('La ciudad', { max: 10, required: true });
const notes = textField('Las notas', { max: 20, multiline: true });
const quantity = intField('La cantidad', 1, 99);
const price = moneyField('El precio', { max: 1000 });
const sort = enumField('El orden', ['asc', 'desc'] as const);
const features = listField('Las características', 2, textField('La característica', { max: 5 }));

describe('fieldError', () => {
  it('accepts a value within the contract, and an absent optional one', () => {
    expect(fieldError(name, '  Ana ')).toBeNull();
    expect(fieldError(notes, undefined)).toBeNull();
    expect(fieldError(notes, 'línea 1\nlínea 2')).toBeNull();
    expect(fieldError(quantity, 99)).toBeNull();
    expect(fieldError(price, 19.99)).toBeNull();
    expect(fieldError(sort, 'desc')).toBeNull();
    expect(fieldError(features, ['a', 'b'])).toBeNull();
  });

  it('says a required value is missing, agreeing with the label', () => {
    expect(fieldError(name, '   ')).toBe('El nombre es obligatorio');
    expect(fieldError(city, null)).toBe('La ciudad es obligatoria');
    expect(fieldError({ ...notes, required: true }, '')).toBe('Las notas son obligatorias');
  });

  it('names the length limits', () => {
    expect(fieldError(name, 'A')).toBe('El nombre debe tener al menos 2 caracteres');
    expect(fieldError(name, 'Andrea')).toBe('El nombre admite como máximo 5 caracteres');
  });

  it('refuses control characters (NUL included) but lets multiline text keep its line breaks', () => {
    expect(fieldError(name, 'A\u0000b')).toBe('El nombre contiene caracteres no permitidos');
    expect(fieldError(name, 'A\nb')).toBe('El nombre contiene caracteres no permitidos');
    expect(fieldError(notes, 'a\u0000')).toBe('Las notas contiene caracteres no permitidos');
  });

  it('refuses a lone UTF-16 surrogate (no database text can hold it) and keeps emoji', () => {
    expect(fieldError(name, 'Ana\ud800')).toBe('El nombre contiene caracteres no permitidos');
    expect(fieldError(notes, '\udfff')).toBe('Las notas contiene caracteres no permitidos');
    expect(fieldError(notes, 'Ana 💪')).toBeNull();
  });

  it('keeps whole numbers in range and within a 32-bit column', () => {
    expect(fieldError(quantity, 0)).toBe('La cantidad debe ser al menos 1');
    expect(fieldError(quantity, 100)).toBe('La cantidad no puede ser mayor que 99');
    expect(fieldError(quantity, 1.5)).toBe('La cantidad debe ser un número entero');
    expect(fieldError(quantity, '3')).toBe('La cantidad debe ser un número');
    expect(intField('El id', 1, Number.MAX_SAFE_INTEGER).max).toBe(INT32_MAX);
  });

  it("says the spec's own message for a number below its minimum, not whole or not a number, when the contract has one", () => {
    const units = intField('La cantidad', 0, 9, {
      minMessage: 'negativa',
      notIntegerMessage: 'no entera',
      notNumberMessage: 'no numérica',
    });
    expect(fieldError(units, -1)).toBe('negativa');
    expect(fieldError(units, 1.5)).toBe('no entera');
    expect(fieldError(units, 'x')).toBe('no numérica');
    expect(fieldError(units, 10)).toBe('La cantidad no puede ser mayor que 9');
    expect(fieldError(moneyField('El precio', { notNumberMessage: 'precio inválido' }), 'x')).toBe('precio inválido');
  });

  it('says one message for any invalid value when the spec words it once', () => {
    const rating = intField('La calificación', 1, 5, { invalidMessage: 'entre 1 y 5' });
    for (const bad of [0, 6, 2.5, '3']) expect(fieldError(rating, bad)).toBe('entre 1 y 5');
    const latitude = numberField('La latitud', -90, 90, { invalidMessage: 'Coordenada inválida' });
    expect(fieldError(latitude, 14.6349)).toBeNull();
    expect(fieldError(latitude, 91)).toBe('Coordenada inválida');
    expect(fieldError(enumField('El día', ['lunes'], { invalidMessage: 'Día inválido' }), 'monday')).toBe(
      'Día inválido',
    );
  });

  it('keeps money to two decimals and in range', () => {
    expect(fieldError(price, 10.005)).toBe('El precio admite como máximo dos decimales');
    expect(fieldError(price, 0.1 + 0.2)).toBe('El precio admite como máximo dos decimales');
    expect(fieldError(price, -1)).toBe('El precio no puede ser negativo');
    expect(fieldError(price, 1000.01)).toBe('El precio no puede ser mayor que Q 1,000.00');
    expect(fieldError(price, Number.NaN)).toBe('El precio debe ser un número');
  });

  it('lists the accepted values of an enumeration', () => {
    expect(fieldError(sort, 'ASC')).toBe('El orden debe ser uno de: asc, desc');
  });

  it('judges a list by its length and each item by the item contract', () => {
    expect(fieldError(features, ['a', 'b', 'c'])).toBe('Las características admite como máximo 2 elementos');
    expect(fieldError(features, ['a', 'larguísimo'])).toBe('La característica admite como máximo 5 caracteres');
    expect(fieldError(features, 'a')).toBe('Las características debe ser una lista');
  });
});

describe('fieldErrors', () => {
  it('reports each broken field by name', () => {
    expect(fieldErrors({ name, quantity }, { name: '', quantity: 0 })).toEqual({
      name: 'El nombre es obligatorio',
      quantity: 'La cantidad debe ser al menos 1',
    });
  });
});

describe('a web address typed without its scheme', () => {
  const website = STORE_FIELDS.brand.website;
  it("reads 'gymshark.com' as 'https://gymshark.com': accepted, and stored that way", () => {
    expect(fieldError(website, 'gymshark.com')).toBeNull();
    expect(normalizedText(website, '  gymshark.com ')).toBe('https://gymshark.com');
    expect(normalizedText(website, 'www.marca.com.gt/es?x=1')).toBe('https://www.marca.com.gt/es?x=1');
  });
  it('keeps an address with its scheme and leaves what is no domain for the pattern to refuse', () => {
    expect(withHttpScheme('http://gymshark.com')).toBe('http://gymshark.com');
    expect(withHttpScheme('https://gymshark.com')).toBe('https://gymshark.com');
    expect(normalizedText(website, '')).toBe('');
    for (const text of ['no-es-url', 'javascript:alert(1)', 'mailto:a@b.com', 'gym shark.com']) {
      expect(fieldError(website, text)).toBe('El sitio web debe ser una URL válida');
    }
  });
});
