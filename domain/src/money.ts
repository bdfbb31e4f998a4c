import { SHIPPING, VAT_RATE } from './constants';

/** Rounds to 2 decimals, half away from zero, without binary drift (1.005 -> 1.01). */
export function roundMoney(amount: number): number {
  const sign = amount < 0 ? -1 : 1;
  return (sign * Math.round(Number((Math.abs(amount) * 100).toPrecision(12)))) / 100;
}

/** Digits grouped by thousands with commas, as Guatemala writes them: 1234567 -> 1,234,567. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * A number as Guatemala writes it (`es-GT`): thousands by commas, a decimal point, at most
 * `maxFractionDigits` decimals without trailing zeros (1234.5 -> `1,234.5`). Written without Intl:
 * a browser's first Intl formatter loads its locale data, 45-90 ms of a page's first screen.
 */
export function formatNumber(value: number, maxFractionDigits = 3): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(maxFractionDigits).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const text = `${groupThousands(whole)}${decimals ? `.${decimals}` : ''}`;
  return value < 0 && text !== '0' ? `-${text}` : text;
}

/** A percentage as Spanish writes it, a space before the sign: `62.5 %`, `100 %`. */
export function formatPercent(value: number, maxFractionDigits = 1): string {
  return `${formatNumber(value, maxFractionDigits)} %`;
}

/** GTQ shown as `Q 1,234.56` (negative as `-Q 1,234.56`). */
export function formatGTQ(amount: number | string | null | undefined): string {
  const value = roundMoney(Number(amount ?? 0) || 0);
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  const text = `Q ${groupThousands(whole)}.${cents}`;
  return value < 0 ? `-${text}` : text;
}

export interface VatBreakdown {
  total: number;
  subtotal: number;
  tax: number;
}

/** VAT 12 % is included in prices: subtotal = total / 1.12, tax = total - subtotal. */
export function splitIncludedVat(totalWithVat: number): VatBreakdown {
  const total = roundMoney(totalWithVat);
  const subtotal = roundMoney(total / (1 + VAT_RATE));
  return { total, subtotal, tax: roundMoney(total - subtotal) };
}

export type DeliveryMethod = 'pickup' | 'local' | 'national';

/** Shipping is added without VAT: free for pickup or from Q 200, else Q 25 local and Q 45 national. */
export function shippingCost(productsTotal: number, method: DeliveryMethod): number {
  if (method === 'pickup') return 0;
  if (roundMoney(productsTotal) >= SHIPPING.freeShippingThreshold) return 0;
  return method === 'national' ? SHIPPING.nationalCost : SHIPPING.localCost;
}

/**
 * Quetzales to the card provider's smallest unit (centavos): GTQ has 2 decimals, so Q 12.34 is
 * 1234. The amount is rounded to cents first, so binary drift never reaches the provider.
 */
export function toCents(amount: number): number {
  return Math.round(Number((roundMoney(amount) * 100).toPrecision(15)));
}

/** Centavos from the card provider back to quetzales (1234 -> 12.34). */
export function fromCents(cents: number): number {
  return roundMoney(Math.round(cents) / 100);
}
