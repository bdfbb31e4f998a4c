/**
 * The point of sale's ticket: lines of products with quantities, kept in sessionStorage so a
 * reload or an error never loses it. Prices are the server's (VAT included); the sale's totals are
 * the domain's rule (`localSaleTotals`), the same the api charges.
 */
import { LOCAL_SALE_FIELDS, LOCAL_SALE_LIMITS, localSaleTotals, STORAGE_KEYS } from '@gym/domain';

export interface TicketLine {
  productId: string;
  name: string;
  sku: string;
  /** Unit price, VAT included. */
  price: number;
  quantity: number;
  /** Units in stock when the product was added: + stops there (the api checks again). */
  stock: number;
}

export interface TicketProduct {
  id: string;
  name: string;
  sku: string;
  price: number;
  stockQuantity: number;
}

const MAX_QUANTITY = LOCAL_SALE_FIELDS.quantity.max;
const cap = (line: Pick<TicketLine, 'stock'>) => Math.max(1, Math.min(MAX_QUANTITY, line.stock));

/** Adds one unit of a product: a product already on the ticket gets one more on its line. */
export function addProduct(lines: readonly TicketLine[], product: TicketProduct): TicketLine[] {
  const found = lines.find((line) => line.productId === product.id);
  if (found) return setQuantity(lines, product.id, found.quantity + 1);
  if (lines.length >= LOCAL_SALE_LIMITS.lines) return [...lines];
  return [
    ...lines,
    {
      productId: product.id,
      name: product.name,
      sku: product.sku,
      price: product.price,
      quantity: 1,
      stock: product.stockQuantity,
    },
  ];
}

/** A quantity between 1 and the stock known (a line goes away only with remove). */
export function setQuantity(lines: readonly TicketLine[], productId: string, quantity: number): TicketLine[] {
  return lines.map((line) =>
    line.productId === productId ? { ...line, quantity: Math.max(1, Math.min(cap(line), Math.trunc(quantity))) } : line,
  );
}

export function removeLine(lines: readonly TicketLine[], productId: string): TicketLine[] {
  return lines.filter((line) => line.productId !== productId);
}

export function ticketTotals(lines: readonly TicketLine[]) {
  return localSaleTotals(lines.map((line) => ({ price: line.price, quantity: line.quantity })));
}

const isLine = (value: unknown): value is TicketLine => {
  const line = value as Partial<TicketLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.productId === 'string' &&
    typeof line.name === 'string' &&
    typeof line.sku === 'string' &&
    typeof line.price === 'number' &&
    typeof line.quantity === 'number' &&
    typeof line.stock === 'number'
  );
};

/** The stored ticket, or an empty one when there is none or it cannot be read. */
export function readStoredTicket(storage: Storage = sessionStorage): TicketLine[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.posTicket) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLine) : [];
  } catch {
    return [];
  }
}

export function storeTicket(lines: readonly TicketLine[], storage: Storage = sessionStorage): void {
  try {
    if (lines.length === 0) storage.removeItem(STORAGE_KEYS.posTicket);
    else storage.setItem(STORAGE_KEYS.posTicket, JSON.stringify(lines));
  } catch {
    // A full or blocked storage only loses the reload safety net, never the sale on screen.
  }
}
