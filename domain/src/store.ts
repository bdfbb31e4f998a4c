/** Store rules shared by api, bff and web: cart lines, order totals, order payload checks, order statuses. */
import { CART, CHECKOUT_DEFAULTS, GUEST_SESSION_PREFIX, SHIPPING } from './constants';
import { fieldError, type TextField } from './field-contract';
import { roundMoney, shippingCost, splitIncludedVat, type DeliveryMethod } from './money';
import { STORE_FIELDS } from './store-fields';
import { STORE_MESSAGES } from './store-messages';

export { STORE_MESSAGES };

export const invalidItemsRemovedMessage = (count: number) =>
  `Hay ${count} producto(s) con datos inválidos que fueron eliminados`;

/** Only `available` units remain (or none): the cart and the order say so in the same words. */
export const insufficientStockMessage = (name: string, available: number) =>
  available <= 0
    ? `Sin stock disponible para ${name}`
    : `Stock insuficiente para ${name}: solo hay ${available} disponible(s)`;

export const orderCreatedToast = (orderNumber: string) => `Orden creada: #${orderNumber}`;

export const STORE_PAYMENT_METHODS = ['cash_on_delivery', 'card', 'transfer'] as const;
export type StorePaymentMethod = (typeof STORE_PAYMENT_METHODS)[number];
export const STORE_PAYMENT_METHOD_LABELS: Record<StorePaymentMethod, string> = {
  cash_on_delivery: 'Pago contra entrega',
  card: 'Tarjeta',
  transfer: 'Transferencia bancaria',
};

export const DELIVERY_METHODS = ['pickup', 'local', 'national'] as const satisfies readonly DeliveryMethod[];
/**
 * What clients call a delivery method, read as the stored one: the staff spec's order types
 * (`pickup`, `delivery`), the stored names and older aliases. `delivery` alone is decided by the
 * address (deliveryForAddress).
 */
export const DELIVERY_METHOD_ALIASES: Record<string, DeliveryMethod | 'delivery'> = {
  pickup: 'pickup',
  pickup_store: 'pickup',
  delivery: 'delivery',
  local: 'local',
  local_delivery: 'local',
  national: 'national',
  national_delivery: 'national',
};

/** A department name compared without case, accents or extra spaces ('Sacatepéquez' = 'sacatepequez'). */
const departmentKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/**
 * A national address lies in another department than the one delivered at the local rate (the
 * checkout's default department); an address without a department is local.
 */
export function isNationalAddress(
  address: { state?: string | null } | null | undefined,
  localDepartment: string = CHECKOUT_DEFAULTS.state,
): boolean {
  const department = address?.state?.trim();
  return Boolean(department) && departmentKey(department!) !== departmentKey(localDepartment);
}

/** `delivery` (the staff spec's order type) ships at the local rate unless the address is national. */
export function deliveryForAddress(address: { state?: string | null } | null | undefined): DeliveryMethod {
  return isNationalAddress(address) ? 'national' : 'local';
}

/**
 * A known name (any case) becomes its stored method, `delivery` by its address; blank means not
 * given; anything else is kept for the order rules to refuse.
 */
export function readDeliveryMethod(
  value: string | null | undefined,
  address?: { state?: string | null } | null,
): string | null | undefined {
  if (value === null || value === undefined) return value;
  const name = value.trim().toLowerCase();
  if (name === '') return undefined;
  const method = DELIVERY_METHOD_ALIASES[name];
  if (method === 'delivery') return deliveryForAddress(address);
  return method ?? value;
}

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  pickup: 'Recoger en el gimnasio',
  local: 'Envío local',
  national: 'Envío nacional',
};
export const DELIVERY_METHOD_TIMEFRAMES: Record<DeliveryMethod, string> = {
  pickup: SHIPPING.pickupTimeframe,
  local: SHIPPING.drawerDeliveryEstimate,
  national: SHIPPING.nationalTimeframe,
};

export const DELIVERY_TIME_SLOTS = ['morning', 'afternoon', 'evening'] as const;
export type DeliveryTimeSlot = (typeof DELIVERY_TIME_SLOTS)[number];
export const DELIVERY_TIME_SLOT_LABELS: Record<DeliveryTimeSlot, string> = {
  morning: 'Mañana (8:00 - 12:00)',
  afternoon: 'Tarde (12:00 - 17:00)',
  evening: 'Noche (17:00 - 20:00)',
};

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'ready_pickup',
  'packed',
  'shipped',
  'delivered',
  'picked_up',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type StatusColor =
  'yellow' | 'blue' | 'indigo' | 'cyan' | 'purple' | 'violet' | 'green' | 'red' | 'orange' | 'gray';

const ORDER_STATUS_INFO: Record<OrderStatus, { label: string; color: StatusColor }> = {
  pending: { label: 'Pendiente', color: 'yellow' },
  confirmed: { label: 'Confirmada', color: 'blue' },
  preparing: { label: 'En preparación', color: 'indigo' },
  ready_pickup: { label: 'Lista para recoger', color: 'cyan' },
  packed: { label: 'Empacada', color: 'purple' },
  shipped: { label: 'Enviada', color: 'violet' },
  delivered: { label: 'Entregada', color: 'green' },
  picked_up: { label: 'Recogida', color: 'green' },
  cancelled: { label: 'Cancelada', color: 'red' },
  refunded: { label: 'Reembolsada', color: 'orange' },
};

const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/** Label and colour of an order status; an unknown value shows itself in gray. */
export function orderStatusInfo(status: string): { label: string; color: StatusColor } {
  return isOrderStatus(status) ? ORDER_STATUS_INFO[status] : { label: status, color: 'gray' };
}

export const ORDER_CHAINS = {
  pickup: ['pending', 'confirmed', 'preparing', 'ready_pickup', 'picked_up'],
  delivery: ['pending', 'confirmed', 'preparing', 'packed', 'shipped', 'delivered'],
} as const satisfies Record<'pickup' | 'delivery', readonly OrderStatus[]>;

export const deliveryTypeOf = (method: DeliveryMethod): 'pickup' | 'delivery' =>
  method === 'pickup' ? 'pickup' : 'delivery';

/** Next step of the order's chain; null at the end of the chain or for cancelled/refunded. */
export function nextOrderStatus(status: string, deliveryType: 'pickup' | 'delivery'): OrderStatus | null {
  const chain: readonly OrderStatus[] = ORDER_CHAINS[deliveryType];
  const index = chain.indexOf(status as OrderStatus);
  return index >= 0 && index < chain.length - 1 ? (chain[index + 1] ?? null) : null;
}

export const isGuestSessionId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.startsWith(GUEST_SESSION_PREFIX) && value.length > GUEST_SESSION_PREFIX.length;

export type CartOptions = Record<string, string>;

/** The options that identify a line: the quantity key is never an option (spec §2). */
export function cartOptionEntries(options: CartOptions | null | undefined): [string, string][] {
  return Object.entries(options ?? {})
    .filter(([key, value]) => key !== 'quantity' && value !== undefined && value !== null && value !== '')
    .map(([key, value]): [string, string] => [key, String(value)])
    .sort(([a], [b]) => a.localeCompare(b));
}

/** Canonical text of a line's options: equal options give equal keys whatever their order. */
export const cartOptionsKey = (options: CartOptions | null | undefined): string =>
  JSON.stringify(cartOptionEntries(options));

export interface CartLineInput {
  id?: string | null;
  price?: unknown;
  quantity?: unknown;
  options?: CartOptions | null;
}

export interface CartLine {
  id: string;
  price: number;
  quantity: number;
  options: CartOptions;
}

/** Price and quantity as the cart reads them: not numeric -> 0 and 1; quantity as an integer. */
export function normalizeCartNumbers(item: CartLineInput): { price: number; quantity: number } {
  const price = Number(item.price);
  const quantity =
    item.quantity === undefined || item.quantity === null || item.quantity === ''
      ? 1
      : Number.parseInt(String(item.quantity), 10);
  return { price: Number.isFinite(price) ? price : 0, quantity: Number.isFinite(quantity) ? quantity : 1 };
}

/** Null when the item may enter the cart, else the spec's message. */
export function validateCartItem(item: CartLineInput): string | null {
  if (!item.id) return STORE_MESSAGES.missingProductId;
  const { price, quantity } = normalizeCartNumbers(item);
  if (!(price > 0)) return STORE_MESSAGES.invalidPrice;
  if (quantity < 0) return STORE_MESSAGES.negativeQuantity;
  if (!Number.isInteger(quantity) || quantity < 1) return STORE_MESSAGES.invalidQuantity;
  return null;
}

/** Keeps the valid items and counts the dropped ones (for the 'Hay N producto(s)...' warning). */
export function sanitizeCartItems<T extends CartLineInput>(items: T[]): { valid: T[]; removed: number } {
  const valid = items.filter((item) => validateCartItem(item) === null);
  return { valid, removed: items.length - valid.length };
}

export const sameCartLine = (a: CartLineInput, b: CartLineInput): boolean =>
  a.id === b.id && cartOptionsKey(a.options) === cartOptionsKey(b.options);

/** Add: same product and options add quantity; otherwise a new line. */
export function addCartLine<T extends CartLine>(lines: T[], item: T): T[] {
  const index = lines.findIndex((line) => sameCartLine(line, item));
  if (index < 0) return [...lines, item];
  return lines.map((line, i) => (i === index ? { ...line, quantity: line.quantity + item.quantity } : line));
}

/** Update: 0 removes the line, a negative quantity is refused. */
export function setCartLineQuantity<T extends CartLine>(
  lines: T[],
  match: (line: T) => boolean,
  quantity: number,
): T[] {
  if (quantity < 0) throw new Error(STORE_MESSAGES.negativeQuantity);
  if (quantity === 0) return lines.filter((line) => !match(line));
  return lines.map((line) => (match(line) ? { ...line, quantity: Math.trunc(quantity) } : line));
}

export const cartItemsCount = (lines: { quantity: number }[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

export const cartBadgeLabel = (count: number): string => (count > CART.badgeCap ? `${CART.badgeCap}+` : String(count));

export interface OrderTotals {
  /** Sum of line prices (VAT included). */
  totalProductsWithTax: number;
  subtotal: number;
  taxAmount: number;
  shippingAmount: number;
  totalAmount: number;
  itemsCount: number;
}

/** Totals of lines with VAT-included prices: subtotal = products / 1.12, shipping added without VAT. */
export function orderTotals(lines: { price: number; quantity: number }[], method: DeliveryMethod): OrderTotals {
  const products = roundMoney(lines.reduce((sum, line) => sum + roundMoney(line.price * line.quantity), 0));
  const vat = splitIncludedVat(products);
  const shipping = shippingCost(products, method);
  return {
    totalProductsWithTax: vat.total,
    subtotal: vat.subtotal,
    taxAmount: vat.tax,
    shippingAmount: shipping,
    totalAmount: roundMoney(vat.total + shipping),
    itemsCount: cartItemsCount(lines),
  };
}

/** The drawer's summary: shipping free from Q 200, otherwise the flat drawer cost. */
export const cartDrawerTotals = (lines: { price: number; quantity: number }[]): OrderTotals =>
  orderTotals(lines, 'local');

export const discountPercentage = (price: number, originalPrice: number | null | undefined): number =>
  originalPrice && originalPrice > price ? Math.round(((originalPrice - price) / originalPrice) * 100) : 0;

export interface OrderPayloadInput {
  items?: { productId?: string | null; quantity?: unknown; price?: unknown }[] | null;
  customerInfo?: { name?: string | null; email?: string | null; phone?: string | null } | null;
  shippingAddress?: { street?: string | null; city?: string | null } | null;
  paymentMethod?: string | null;
  deliveryMethod?: string | null;
  sessionId?: string | null;
}

/**
 * Spec §5 order rules, field -> message, judged by the fields' contracts (STORE_FIELDS.order).
 * Guests (a sessionId, no sign-in) must give name, email and phone; pickup orders need no address.
 */
export function validateOrderPayload(payload: OrderPayloadInput, isGuest: boolean): Record<string, string> {
  const fields = STORE_FIELDS.order;
  const errors: Record<string, string> = {};
  const items = payload.items ?? [];
  const itemsError =
    fieldError(fields.lineCount, items.length) ??
    items
      .flatMap((item) => [
        fieldError(fields.productId, item.productId),
        fieldError(fields.quantity, item.quantity),
        fieldError(fields.price, item.price),
      ])
      .find(Boolean);
  if (itemsError) errors.items = itemsError;
  const require = (key: string, contract: TextField, value: unknown) => {
    const error = fieldError({ ...contract, required: true }, value);
    if (error) errors[key] = error;
  };
  if (isGuest) {
    require('customerInfo.name', fields.customerName, payload.customerInfo?.name);
    require('customerInfo.email', fields.guestEmail, payload.customerInfo?.email);
    require('customerInfo.phone', fields.customerPhone, payload.customerInfo?.phone);
  }
  if (payload.deliveryMethod !== 'pickup') {
    require('shippingAddress.street', fields.street, payload.shippingAddress?.street);
    require('shippingAddress.city', fields.city, payload.shippingAddress?.city);
  }
  if (!(STORE_PAYMENT_METHODS as readonly string[]).includes(payload.paymentMethod ?? ''))
    errors.paymentMethod = STORE_MESSAGES.paymentMethodInvalid;
  if (payload.deliveryMethod && !(DELIVERY_METHODS as readonly string[]).includes(payload.deliveryMethod))
    errors.deliveryMethod = STORE_MESSAGES.deliveryMethodInvalid;
  return errors;
}

/** The bff/web message of a failed order creation, by the api's status (spec §8). */
export function orderErrorMessage(status: number | undefined, apiMessage: string | undefined): string {
  if (status === 422 && apiMessage) return apiMessage;
  if (status === 404) return STORE_MESSAGES.orderServiceUnavailable;
  if (status === 400) return STORE_MESSAGES.orderDataInvalid;
  if (status === 401) return STORE_MESSAGES.orderSessionExpired;
  return STORE_MESSAGES.orderCreateError;
}

/** Stored guest cart record (spec §3). */
export interface StoredCartRecord<T> {
  items: T[];
  timestamp: number;
  expiresAt: number;
  version: string;
  sessionId: string;
}

export function storedCartRecord<T>(items: T[], sessionId: string, now: number = Date.now()): StoredCartRecord<T> {
  return { items, timestamp: now, expiresAt: now + CART.storageExpiryMs, version: CART.storageVersion, sessionId };
}

/** The stored record's items when it is current (right version, not expired), else null. */
export function readStoredCart<T>(record: unknown, now: number = Date.now()): StoredCartRecord<T> | null {
  if (!record || typeof record !== 'object') return null;
  const r = record as Partial<StoredCartRecord<T>>;
  if (r.version !== CART.storageVersion || !Array.isArray(r.items) || typeof r.expiresAt !== 'number') return null;
  if (r.expiresAt <= now || !isGuestSessionId(r.sessionId)) return null;
  return r as StoredCartRecord<T>;
}
