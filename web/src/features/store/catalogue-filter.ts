import { fieldError, PAGINATION, STORE_FIELDS, type MoneyField } from '@gym/domain';
import type { ProductFilterInput } from './store.public.generated';

/**
 * The catalogue's query as the address states it. Kept apart from the page so the first-screen
 * manifest (app/first-screen) asks the bff for exactly what /store asks on its first render.
 */

const { catalogue } = STORE_FIELDS;

/** The featured row and the first row of the catalogue: their pictures load first. */
export const FIRST_ROW = 4;

/**
 * How old a catalogue answer may be when a store page mounts on it (back from a product, from
 * checkout, from the back office) before it is fetched again behind what is shown: prices and
 * stock change while a visitor browses.
 */
export const CATALOGUE_MAX_AGE_MS = 10_000;

/** A price filter as typed in the address: its contract's message, or null when it may be sent. */
export function priceError(contract: MoneyField, value: string | null): string | null {
  return value ? fieldError(contract, Number(value)) : null;
}

export function filterFrom(params: URLSearchParams): ProductFilterInput {
  const [sortBy, sortOrder] = (params.get('sort') ?? 'createdAt:desc').split(':');
  const number = (key: string) => {
    const value = params.get(key);
    return value && Number.isFinite(Number(value)) ? Number(value) : null;
  };
  // A price the api would refuse is shown with its message and left out of the query.
  const price = (key: string, contract: MoneyField) => (priceError(contract, params.get(key)) ? null : number(key));
  return {
    search: params.get('q') || null,
    category: params.get('category') || null,
    brand: params.get('brand') || null,
    minPrice: price('min', catalogue.minPrice),
    maxPrice: price('max', catalogue.maxPrice),
    inStock: params.get('stock') === '1' ? true : null,
    sortBy: sortBy ?? 'createdAt',
    sortOrder: sortOrder ?? 'desc',
    page: number('page') ?? 1,
    limit: PAGINATION.defaultLimit,
  };
}
