import { describe, expect, it } from 'vitest';
import { TESTIMONIAL_MESSAGES, validateTestimonial } from './testimonials';

const valid = { text: 'Excelente gimnasio y entrenadores', rating: 5, role: 'Ingeniera', name: 'Luis' };

describe('validateTestimonial', () => {
  it('accepts a complete testimonial', () => {
    expect(validateTestimonial(valid)).toEqual({});
  });
  it('gives the spec messages', () => {
    expect(validateTestimonial({ ...valid, text: '  muy bien  ' }).text).toBe(TESTIMONIAL_MESSAGES.textShort);
    expect(validateTestimonial({ ...valid, text: 'x'.repeat(501) }).text).toBe(
      'El testimonio no puede superar los 500 caracteres',
    );
    expect(validateTestimonial({ ...valid, text: 'x'.repeat(500) }).text).toBeUndefined();
    expect(validateTestimonial({ ...valid, rating: 0 }).rating).toBe('La calificación debe estar entre 1 y 5');
    expect(validateTestimonial({ ...valid, rating: 6 }).rating).toBe(TESTIMONIAL_MESSAGES.ratingRange);
    expect(validateTestimonial({ ...valid, rating: 3.5 }).rating).toBe(TESTIMONIAL_MESSAGES.ratingRange);
    expect(validateTestimonial({ ...valid, role: ' ' }).role).toBe('La profesión/rol es obligatoria');
    expect(validateTestimonial({ ...valid, name: '' }).name).toBe('El nombre es obligatorio');
  });
});
