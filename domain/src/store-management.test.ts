import { describe, expect, it } from 'vitest';
import { fieldError } from './field-contract';
import { STORE_FIELDS } from './store-fields';
import { categorySlug, productPriceError, STORE_ADMIN_MESSAGES, stockAfter } from './store-management';

describe('store back office rules', () => {
  it('refuses a price above an original price above 0', () => {
    expect(productPriceError(120, 100)).toBe(STORE_ADMIN_MESSAGES.priceAboveOriginal);
    expect(productPriceError(100, 100)).toBeNull();
    expect(productPriceError(120, 0)).toBeNull();
    expect(productPriceError(120, null)).toBeNull();
  });

  it('derives a slug of lowercase letters, digits and hyphens', () => {
    expect(categorySlug('Suplementos Deportivos')).toBe('suplementos-deportivos');
    expect(categorySlug('  Ropa & Accesorios (Niños) ')).toBe('ropa-accesorios-ninos');
  });

  it('applies set, add and subtract', () => {
    expect(stockAfter(5, 'set', 2)).toBe(2);
    expect(stockAfter(5, 'add', 2)).toBe(7);
    expect(stockAfter(1, 'subtract', 2)).toBe(-1);
  });

  it('words each product refusal as the spec lists it', () => {
    const p = STORE_FIELDS.product;
    expect(fieldError(p.name, 'A')).toBe('El nombre debe tener al menos 2 caracteres');
    expect(fieldError(p.price, 0)).toBe('El precio debe ser mayor a 0');
    expect(fieldError(p.stockQuantity, -1)).toBe('El stock no puede ser negativo');
    expect(fieldError(p.minStock, -1)).toBe('El stock mínimo no puede ser negativo');
    expect(fieldError(p.weight, -1)).toBe('El peso no puede ser negativo');
    expect(fieldError(p.originalPrice, -1)).toBe('El precio original no puede ser negativo');
    expect(fieldError(p.sku, 'x'.repeat(101))).toBe('El SKU no puede exceder 100 caracteres');
    expect(fieldError(p.description, 'x'.repeat(2001))).toBe('La descripción no puede exceder 2000 caracteres');
    expect(fieldError(p.categoryId, '')).toBe('La categoría es obligatoria');
    expect(fieldError(STORE_FIELDS.category.slug, 'Con Mayúsculas')).toBe(
      'El slug solo puede contener letras minúsculas, números y guiones',
    );
    expect(fieldError(STORE_FIELDS.brand.website, 'no es url')).toBe('El sitio web debe ser una URL válida');
    expect(fieldError(STORE_FIELDS.brand.website, 'https://marca.com')).toBeNull();
  });
});
