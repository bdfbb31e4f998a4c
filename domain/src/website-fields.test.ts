import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from './content';
import { fieldError, INT32_MAX } from './field-contract';
import { TESTIMONIAL_MESSAGES } from './testimonials';
import { WEBSITE_FIELDS as F } from './website-fields';

describe('website field contracts', () => {
  it('say the spec messages of a testimonial', () => {
    const t = F.testimonial;
    expect(fieldError(t.text, 'corto')).toBe('El testimonio debe tener al menos 10 caracteres');
    expect(fieldError(t.text, 'x'.repeat(501))).toBe('El testimonio no puede superar los 500 caracteres');
    expect(fieldError(t.text, undefined)).toBe(TESTIMONIAL_MESSAGES.textShort);
    for (const bad of [0, 6, 3.5, '4', null]) expect(fieldError(t.rating, bad)).toBe(TESTIMONIAL_MESSAGES.ratingRange);
    expect(fieldError(t.name, ' ')).toBe('El nombre es obligatorio');
    expect(fieldError(t.role, '')).toBe('La profesión/rol es obligatoria');
    expect(fieldError(F.adminTestimonial.name, 'n'.repeat(81))).toBe('El nombre admite como máximo 80 caracteres');
    expect(fieldError(t.name, 'n'.repeat(100))).toBeNull();
  });

  it('refuse control characters, NUL included, but let long texts break lines', () => {
    expect(fieldError(F.service.title, 'Yoga\u0000')).toBe('El título contiene caracteres no permitidos');
    expect(fieldError(F.service.description, 'Uno\nDos')).toBeNull();
    expect(fieldError(F.config.tagline, 'Uno\nDos')).toBe('El lema contiene caracteres no permitidos');
  });

  it('keep the content messages for choices, colours and links', () => {
    expect(fieldError(F.statistic.iconName, 'Rocket')).toBe(CONTENT_MESSAGES.invalidIcon);
    expect(fieldError(F.statistic.colorScheme, 'pink')).toBe(CONTENT_MESSAGES.invalidColorScheme);
    expect(fieldError(F.social.platform, 'myspace')).toBe(CONTENT_MESSAGES.invalidPlatform);
    expect(fieldError(F.image.kind, 'avatar')).toBe(
      'El tipo de imagen debe ser uno de: logo, hero, service, testimonial',
    );
    expect(fieldError(F.config.primaryColor, 'rojo')).toBe(CONTENT_MESSAGES.invalidColor);
    expect(fieldError(F.config.primaryColor, '')).toBe(CONTENT_MESSAGES.invalidColor);
    expect(fieldError(F.config.logoUrl, '/uploads/content/logo.png')).toBeNull();
    expect(fieldError(F.config.logoUrl, 'ftp://x')).toBe(CONTENT_MESSAGES.invalidUrl);
    expect(fieldError(F.contact.email, 'no-es-correo')).toBe('Correo inválido');
    expect(fieldError(F.social.url, 'instagram.com/x')).toBe(CONTENT_MESSAGES.invalidUrl);
    expect(fieldError(F.promotion.endDate, '31/12/2026')).toBe(CONTENT_MESSAGES.promotionEndDateFormat);
    expect(fieldError(F.promotion.title, '')).toBe(CONTENT_MESSAGES.promotionTitleRequired);
  });

  it('accept an empty text where it clears the field (the api reads it as null)', () => {
    for (const pattern of [F.config.logoUrl.pattern, F.contact.email.pattern, F.contact.mapsUrl.pattern])
      expect(pattern?.test('')).toBe(true);
    expect(F.config.primaryColor.pattern?.test('')).toBe(false);
  });

  it('keep ids and counters within the integer column', () => {
    expect(F.service.id.max).toBe(INT32_MAX);
    expect(fieldError(F.statistic.statValue, INT32_MAX + 1)).toBe(`El valor no puede ser mayor que ${INT32_MAX}`);
    expect(fieldError(F.statistic.displayOrder, -1)).toBe('El orden debe ser al menos 0');
  });

  it('judge a coordinate by its range', () => {
    expect(fieldError(F.location.lat, 95)).toBe('Coordenada inválida');
    expect(fieldError(F.location.lat, -90.01)).toBe('Coordenada inválida');
    expect(fieldError(F.location.lng, -90.5)).toBeNull();
    expect(fieldError(F.location.lng, Number.NaN)).toBe('Coordenada inválida');
    expect(fieldError(F.location.lat, null)).toBeNull();
  });
});
