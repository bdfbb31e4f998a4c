import { describe, expect, it } from 'vitest';
import {
  isNationalAddress,
  readDeliveryMethod,
  addCartLine,
  cartBadgeLabel,
  cartDrawerTotals,
  cartOptionsKey,
  discountPercentage,
  invalidItemsRemovedMessage,
  nextOrderStatus,
  normalizeCartNumbers,
  orderErrorMessage,
  orderStatusInfo,
  orderTotals,
  readStoredCart,
  sanitizeCartItems,
  setCartLineQuantity,
  STORE_MESSAGES,
  storedCartRecord,
  validateCartItem,
  validateOrderPayload,
} from './store';
import { STORE_FIELDS } from './store-fields';

const line = (id: string, price: number, quantity: number, options: Record<string, string> = {}) => ({
  id,
  price,
  quantity,
  options,
});

describe('cart lines', () => {
  it('merges the same product with the same options (in any order) and keeps other options apart', () => {
    let lines = [line('p1', 100, 1, { sabor: 'vainilla', talla: 'M' })];
    lines = addCartLine(lines, line('p1', 100, 2, { talla: 'M', sabor: 'vainilla' }));
    lines = addCartLine(lines, line('p1', 100, 1, { sabor: 'chocolate' }));
    expect(lines).toHaveLength(2);
    expect(lines[0]?.quantity).toBe(3);
  });

  it('ignores the quantity key when comparing options', () => {
    expect(cartOptionsKey({ quantity: '2', color: 'rojo' })).toBe(cartOptionsKey({ color: 'rojo' }));
  });

  it('removes a line at quantity 0 and refuses a negative quantity', () => {
    const lines = [line('a', 10, 2), line('b', 10, 1)];
    expect(setCartLineQuantity(lines, (l) => l.id === 'a', 0).map((l) => l.id)).toEqual(['b']);
    expect(setCartLineQuantity(lines, (l) => l.id === 'a', 5)[0]?.quantity).toBe(5);
    expect(() => setCartLineQuantity(lines, (l) => l.id === 'a', -1)).toThrow('La cantidad no puede ser negativa');
  });

  it('validates items with the spec messages and falls back to 0 and 1', () => {
    expect(validateCartItem({ id: 'p', price: 0, quantity: 1 })).toBe('No se puede agregar: precio inválido o Q0');
    expect(validateCartItem({ id: 'p', price: 'abc', quantity: 1 })).toBe(STORE_MESSAGES.invalidPrice);
    expect(validateCartItem({ id: 'p', price: 10, quantity: 0 })).toBe('cantidad inválida');
    expect(validateCartItem({ id: 'p', price: 10, quantity: -2 })).toBe('La cantidad no puede ser negativa');
    expect(validateCartItem({ id: '', price: 10, quantity: 1 })).toBe('sin ID de producto');
    expect(validateCartItem({ id: 'p', price: '10.5', quantity: '2.7' })).toBeNull();
    expect(normalizeCartNumbers({ price: 'x', quantity: 'y' })).toEqual({ price: 0, quantity: 1 });
    expect(normalizeCartNumbers({ price: '10', quantity: '3' })).toEqual({ price: 10, quantity: 3 });
    const { valid, removed } = sanitizeCartItems([
      { id: 'a', price: 5, quantity: 1 },
      { id: 'b', price: 0 },
    ]);
    expect(valid).toHaveLength(1);
    expect(invalidItemsRemovedMessage(removed)).toBe('Hay 1 producto(s) con datos inválidos que fueron eliminados');
  });

  it('caps the badge at 99+', () => {
    expect(cartBadgeLabel(99)).toBe('99');
    expect(cartBadgeLabel(100)).toBe('99+');
  });
});

describe('order totals', () => {
  it('splits the included VAT and adds shipping without VAT', () => {
    const totals = orderTotals([line('a', 112, 1), line('b', 25.5, 2)], 'local');
    expect(totals.totalProductsWithTax).toBe(163);
    expect(totals.subtotal).toBe(145.54);
    expect(totals.taxAmount).toBe(17.46);
    expect(totals.shippingAmount).toBe(25);
    expect(totals.totalAmount).toBe(188);
    expect(totals.itemsCount).toBe(3);
  });

  it('ships free from Q 200, charges Q 45 national and nothing for pickup', () => {
    expect(orderTotals([line('a', 200, 1)], 'national').shippingAmount).toBe(0);
    expect(orderTotals([line('a', 199.99, 1)], 'national').shippingAmount).toBe(45);
    expect(orderTotals([line('a', 50, 1)], 'pickup').totalAmount).toBe(50);
    expect(cartDrawerTotals([line('a', 50, 1)]).totalAmount).toBe(75);
  });

  it('rounds every amount to 2 decimals', () => {
    const totals = orderTotals([line('a', 0.1, 3)], 'pickup');
    expect(totals.totalAmount).toBe(0.3);
    expect(totals.subtotal + totals.taxAmount).toBeCloseTo(0.3, 10);
  });

  it('computes the discount percentage against the original price', () => {
    expect(discountPercentage(75, 100)).toBe(25);
    expect(discountPercentage(100, null)).toBe(0);
    expect(discountPercentage(100, 90)).toBe(0);
  });
});

describe('order payload', () => {
  const valid = {
    items: [{ productId: 'p', quantity: 1, price: 10 }],
    customerInfo: { name: 'Ana', email: 'ana@correo.gt', phone: '5555 1234' },
    shippingAddress: { street: '6a Avenida', city: 'Guatemala' },
    paymentMethod: 'cash_on_delivery',
    deliveryMethod: 'local',
  };

  it('accepts a complete guest order', () => {
    expect(validateOrderPayload(valid, true)).toEqual({});
  });

  it('needs customer name, email and phone from guests only', () => {
    const payload = { ...valid, customerInfo: { name: '', email: 'mal', phone: '' } };
    expect(validateOrderPayload(payload, true)).toEqual({
      'customerInfo.name': 'El nombre del cliente es obligatorio',
      'customerInfo.email': 'El correo del cliente no es válido',
      'customerInfo.phone': 'El teléfono del cliente es obligatorio',
    });
    expect(validateOrderPayload(payload, false)).toEqual({});
  });

  it('needs items, street and city, and a known payment method', () => {
    const errors = validateOrderPayload(
      { ...valid, items: [], shippingAddress: { street: ' ', city: '' }, paymentMethod: 'bitcoin' },
      false,
    );
    expect(Object.keys(errors).sort()).toEqual([
      'items',
      'paymentMethod',
      'shippingAddress.city',
      'shippingAddress.street',
    ]);
    expect(validateOrderPayload({ ...valid, items: [{ productId: 'p', quantity: 0, price: 1 }] }, false).items).toBe(
      STORE_MESSAGES.orderItemInvalid,
    );
    expect(validateOrderPayload({ ...valid, deliveryMethod: 'pickup', shippingAddress: null }, false)).toEqual({});
  });

  it('judges each line and each field by its contract (STORE_FIELDS.order)', () => {
    const withItem = (item: object) => validateOrderPayload({ ...valid, items: [item] }, true).items;
    expect(withItem({ productId: 'p', quantity: 1.5, price: 10 })).toBe(STORE_MESSAGES.orderItemInvalid);
    expect(withItem({ productId: 'p', quantity: 2, price: 0 })).toBe(STORE_MESSAGES.orderItemInvalid);
    expect(withItem({ productId: '', quantity: 2, price: 10 })).toBe(STORE_MESSAGES.orderItemInvalid);
    const max = STORE_FIELDS.order.quantity.max;
    expect(withItem({ productId: 'p', quantity: max + 1, price: 10 })).toBe(
      `La cantidad no puede ser mayor que ${max}`,
    );
    expect(withItem({ productId: 'p', quantity: 1, price: 10.005 })).toBe('El precio admite como máximo dos decimales');
    const tooMany = Array.from({ length: STORE_FIELDS.order.lineCount.max + 1 }, () => ({
      productId: 'p',
      quantity: 1,
      price: 10,
    }));
    expect(validateOrderPayload({ ...valid, items: tooMany }, true).items).toBe(
      `La cantidad de productos no puede ser mayor que ${STORE_FIELDS.order.lineCount.max}`,
    );
    const longName = 'a'.repeat(STORE_FIELDS.order.customerName.max + 1);
    expect(validateOrderPayload({ ...valid, customerInfo: { ...valid.customerInfo, name: longName } }, true)).toEqual({
      'customerInfo.name': `El nombre del cliente admite como máximo ${STORE_FIELDS.order.customerName.max} caracteres`,
    });
  });

  it('maps order failures to the spec messages', () => {
    expect(orderErrorMessage(422, 'Stock insuficiente')).toBe('Stock insuficiente');
    expect(orderErrorMessage(404, 'x')).toBe('Servicio de órdenes no disponible');
    expect(orderErrorMessage(400, 'x')).toBe('Datos de orden inválidos');
    expect(orderErrorMessage(401, 'x')).toBe('Sesión expirada, inicia sesión nuevamente');
    expect(orderErrorMessage(500, 'x')).toBe('Error al crear la orden');
  });
});

describe('order statuses', () => {
  it('labels statuses and shows unknown ones in gray', () => {
    expect(orderStatusInfo('ready_pickup')).toEqual({ label: 'Lista para recoger', color: 'cyan' });
    expect(orderStatusInfo('raro')).toEqual({ label: 'raro', color: 'gray' });
  });

  it('follows the pickup and delivery chains', () => {
    expect(nextOrderStatus('preparing', 'pickup')).toBe('ready_pickup');
    expect(nextOrderStatus('preparing', 'delivery')).toBe('packed');
    expect(nextOrderStatus('delivered', 'delivery')).toBeNull();
    expect(nextOrderStatus('cancelled', 'delivery')).toBeNull();
  });
});

describe('stored guest cart', () => {
  it('keeps a current record for 30 days and rejects expired or old-version ones', () => {
    const now = 1_700_000_000_000;
    const record = storedCartRecord([{ id: 'a' }], 'guest_abc', now);
    expect(record.version).toBe('2.0');
    expect(record.expiresAt - now).toBe(2_592_000_000);
    expect(readStoredCart(record, now + 1000)?.items).toHaveLength(1);
    expect(readStoredCart(record, record.expiresAt)).toBeNull();
    expect(readStoredCart({ ...record, version: '1.0' }, now)).toBeNull();
    expect(readStoredCart({ ...record, sessionId: 'abc' }, now)).toBeNull();
  });
});

describe('readDeliveryMethod', () => {
  it('reads the staff order types, the stored names and the aliases, in any case, as the stored method', () => {
    expect(readDeliveryMethod('pickup')).toBe('pickup');
    expect(readDeliveryMethod('PICKUP_STORE')).toBe('pickup');
    expect(readDeliveryMethod('delivery')).toBe('local');
    expect(readDeliveryMethod('delivery', { state: 'Guatemala' })).toBe('local');
    expect(readDeliveryMethod('delivery', { state: 'Sacatepéquez' })).toBe('national');
    expect(readDeliveryMethod('local', { state: 'Sacatepéquez' })).toBe('local');
    expect(readDeliveryMethod('Local_Delivery')).toBe('local');
    expect(readDeliveryMethod(' national_delivery ')).toBe('national');
  });

  it('calls an address national when its department is another than the local one, accents and case aside', () => {
    expect(isNationalAddress({ state: 'Quetzaltenango' })).toBe(true);
    expect(isNationalAddress({ state: ' GUATEMALA ' })).toBe(false);
    expect(isNationalAddress({ state: 'Petén' }, 'peten')).toBe(false);
    expect(isNationalAddress({ state: null })).toBe(false);
    expect(isNationalAddress(null)).toBe(false);
  });

  it('keeps an unknown name for the order rules to refuse, and blank as not given', () => {
    expect(readDeliveryMethod('drone')).toBe('drone');
    expect(validateOrderPayload({ items: [], deliveryMethod: 'drone' }, false).deliveryMethod).toBe(
      'Método de entrega no válido (pickup, delivery, local o national)',
    );
    expect(readDeliveryMethod('  ')).toBeUndefined();
    expect(readDeliveryMethod(null)).toBeNull();
  });
});
