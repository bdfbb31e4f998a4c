import { describe, expect, it } from 'vitest';
import { INT32_MAX, isBusinessDate, WEBSITE_FIELDS } from '@gym/domain';
import {
  validateAdminTestimonial,
  validateBasic,
  validatePromotion,
  validateContact,
  validatePlan,
  validateService,
  validateStatisticForm,
  validateSocialHandle,
  validateSocialUrl,
} from './validation';

describe('website editors validation', () => {
  it('basic info needs a name and #RRGGBB colours', () => {
    expect(
      validateBasic({
        name: ' ',
        tagline: '',
        description: '',
        primaryColor: 'rojo',
        secondaryColor: '#ff9800',
        logoUrl: null,
        heroImageUrl: null,
      }),
    ).toEqual({
      name: 'El nombre del gimnasio es obligatorio',
      primaryColor: 'El color debe tener el formato #RRGGBB',
    });
  });

  it('contact checks the email, the map link and the coordinates', () => {
    expect(
      validateContact({
        phone: '',
        email: 'no-es-correo',
        address: '',
        city: '',
        whatsapp: '',
        mapsUrl: 'maps',
        lat: '95',
        lng: '-90.5',
      }),
    ).toEqual({ email: 'Correo inválido', mapsUrl: 'La URL no es válida', lat: 'Coordenada inválida' });
    expect(validateSocialUrl('instagram.com/x')).toBe('La URL no es válida');
  });

  it('a service needs its title with the spec message', () => {
    expect(validateService({ title: '', description: '', iconName: 'dumbbell', features: '', imageUrl: null })).toEqual(
      {
        title: 'El título del servicio es obligatorio',
      },
    );
  });

  it('a statistic needs a label and a whole number', () => {
    expect(
      validateStatisticForm({
        label: '',
        statValue: 'diez',
        valueSuffix: '+',
        iconName: 'Users',
        colorScheme: 'primary',
        description: '',
      }),
    ).toEqual({
      label: 'La etiqueta es obligatoria',
      statValue: 'El valor debe ser numérico',
    });
    expect(
      validateStatisticForm({
        label: '¿?',
        statValue: '5',
        valueSuffix: '+',
        iconName: 'Users',
        colorScheme: 'primary',
        description: '',
      }),
    ).toEqual({
      label: 'La clave es obligatoria',
    });
  });

  it('a plan needs a name and a price not below 0', () => {
    expect(
      validatePlan({
        id: null,
        name: 'A',
        description: '',
        price: '-5',
        originalPrice: '',
        durationType: 'monthly',
        features: '',
        isPopular: false,
        isActive: true,
        maxFreezeDaysPerYear: '',
      }),
    ).toEqual({
      name: 'El nombre del plan debe tener al menos 2 caracteres',
      price: 'El precio no puede ser negativo',
    });
  });

  it('a plan stops where the api stops: 80-character name, two decimals, 120-character features', () => {
    const plan = {
      id: null,
      name: 'Mensual',
      description: '',
      price: '250',
      originalPrice: '',
      durationType: 'monthly',
      features: 'Acceso total',
      isPopular: false,
      isActive: true,
      maxFreezeDaysPerYear: '',
    };
    expect(validatePlan(plan)).toEqual({});
    // The freeze cap: empty is no cap, 0 forbids freezing, a year at most.
    expect(validatePlan({ ...plan, maxFreezeDaysPerYear: '0' })).toEqual({});
    expect(validatePlan({ ...plan, maxFreezeDaysPerYear: '400' })).toEqual({
      maxFreezeDaysPerYear: 'Los días de congelamiento por año no puede ser mayor que 366',
    });
    expect(
      validatePlan({
        ...plan,
        name: 'x'.repeat(81),
        price: '250.505',
        originalPrice: 'abc',
        features: 'x'.repeat(121),
      }),
    ).toEqual({
      name: 'El nombre del plan admite como máximo 80 caracteres',
      price: 'El precio admite como máximo dos decimales',
      originalPrice: 'El precio anterior debe ser un número',
      features: 'El beneficio admite como máximo 120 caracteres',
    });
    expect(validatePlan({ ...plan, price: ' ' })).toEqual({ price: 'El precio es obligatorio' });
  });

  it('a promotion needs a title within 120 characters and a real last day', () => {
    expect(validatePromotion({ title: '  ', description: '', endDate: '' })).toEqual({
      title: 'El título de la promoción es obligatorio',
      endDate: 'La fecha de fin es obligatoria',
    });
    expect(validatePromotion({ title: 'x'.repeat(121), description: 'd'.repeat(501), endDate: '2025-02-30' })).toEqual({
      title: 'El título admite como máximo 120 caracteres',
      description: 'La descripción admite como máximo 500 caracteres',
      endDate: 'La fecha de fin no es una fecha válida',
    });
    expect(validatePromotion({ title: 'x'.repeat(120), description: '', endDate: '2028-02-29' })).toEqual({});
  });

  it('a calendar date is yyyy-mm-dd and exists (the domain rule the form uses)', () => {
    expect(isBusinessDate('2026-12-31')).toBe(true);
    expect(isBusinessDate('2027-02-29')).toBe(false);
    expect(isBusinessDate('31/12/2026')).toBe(false);
  });

  it('an admin testimonial follows the domain rule and the name/role limits', () => {
    const valid = {
      name: 'Ana López',
      role: 'Ingeniera',
      text: 'Excelente ambiente y entrenadores.',
      rating: 5,
      isFeatured: false,
      imageUrl: null,
    };
    expect(validateAdminTestimonial(valid)).toEqual({});
    expect(validateAdminTestimonial({ ...valid, name: '', role: ' ', text: 'corto', rating: null })).toEqual({
      name: 'El nombre es obligatorio',
      role: 'La profesión/rol es obligatoria',
      text: 'El testimonio debe tener al menos 10 caracteres',
      rating: 'La calificación debe estar entre 1 y 5',
    });
    expect(validateAdminTestimonial({ ...valid, name: 'n'.repeat(81), text: 't'.repeat(501) })).toEqual({
      name: 'El nombre admite como máximo 80 caracteres',
      text: 'El testimonio no puede superar los 500 caracteres',
    });
  });

  it('takes every limit and message from the website field contracts', () => {
    const F = WEBSITE_FIELDS;
    expect(
      validateService({
        title: 't'.repeat(F.service.title.max + 1),
        description: '',
        iconName: 'dumbbell',
        features: `Spinning\n${'f'.repeat(F.service.feature.max + 1)}`,
        imageUrl: 'imagen.png',
      }),
    ).toEqual({
      title: 'El título admite como máximo 120 caracteres',
      features: 'La característica admite como máximo 120 caracteres',
      imageUrl: 'La URL no es válida',
    });
    const statistic = {
      label: 'Miembros',
      valueSuffix: '+',
      iconName: 'Users',
      colorScheme: 'primary',
      description: '',
    };
    expect(validateStatisticForm({ ...statistic, statValue: '-1' })).toEqual({
      statValue: 'El valor debe ser al menos 0',
    });
    expect(validateStatisticForm({ ...statistic, statValue: String(INT32_MAX + 1) })).toEqual({
      statValue: `El valor no puede ser mayor que ${INT32_MAX}`,
    });
    expect(
      validateContact({
        phone: '',
        email: '',
        address: 'a'.repeat(F.contact.address.max + 1),
        city: '',
        whatsapp: '',
        mapsUrl: '',
        lat: '',
        lng: '',
      }),
    ).toEqual({ address: 'La dirección admite como máximo 300 caracteres' });
    expect(validateSocialHandle('h'.repeat(F.social.handle.max + 1))).toBe(
      'El usuario admite como máximo 80 caracteres',
    );
    expect(validateSocialHandle('')).toBeNull();
  });
});
