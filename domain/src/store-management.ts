/**
 * The back office's store rules (staff spec §5, §7): the cross-field price rule, a category's slug
 * from its name, and what a stock operation does to the shelf.
 */
import type { StockOperation } from './store-fields';
import { STORE_ADMIN_MESSAGES } from './store-messages';

export { STORE_ADMIN_MESSAGES, brandInUseMessage, categoryInUseMessage, stockBelowZeroMessage } from './store-messages';

/** Price must not exceed the original price when one above 0 is given (spec §5 Product). */
export function productPriceError(price: number, originalPrice: number | null | undefined): string | null {
  if (originalPrice !== null && originalPrice !== undefined && originalPrice > 0 && price > originalPrice)
    return STORE_ADMIN_MESSAGES.priceAboveOriginal;
  return null;
}

/** 'Suplementos Deportivos' -> 'suplementos-deportivos' (accents dropped; only a-z, 0-9 and hyphens). */
export function categorySlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

/** The stock after an operation; negative means the shelf cannot give that many. */
export function stockAfter(before: number, operation: StockOperation, quantity: number): number {
  switch (operation) {
    case 'set':
      return quantity;
    case 'add':
      return before + quantity;
    case 'subtract':
      return before - quantity;
  }
}
