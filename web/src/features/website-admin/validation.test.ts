import { describe, expect, it } from 'vitest';
import {
  validateBasic,
  validateContact,
  validatePlan,
  validateService,
  validateStatisticForm,
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
      }),
    ).toEqual({
      name: 'El nombre del plan es obligatorio',
      price: 'El precio debe ser un número mayor o igual a 0',
    });
  });
});
