import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productCategories, products, stockMovements } from '../../db/schema/index';
import { backends, useStaffTestApp } from '../../test/test-app';

const M = '/api/store/management';

// On PostgreSQL the requests truly overlap (a pool of connections); PGlite runs them one after
// another, which must give the same answer.
describe.each(backends)('stock changes racing on %s', (backend) => {
  const t = useStaffTestApp(backend);

  const lastUnitProduct = async (name: string) => {
    const [category] = await t.app.db.select().from(productCategories).limit(1);
    const created = await t.app.inject({
      method: 'POST',
      url: `${M}/products`,
      headers: t.admin,
      payload: { name, price: 20, categoryId: category!.id, stockQuantity: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.product.id as string;
  };
  const subtract = (id: string, reason: string) =>
    t.app.inject({
      method: 'PUT',
      url: `${M}/products/${id}/stock`,
      headers: t.admin,
      payload: { operation: 'subtract', quantity: 1, reason },
    });

  it('two subtracts of the last unit: one succeeds, the stock never goes negative, one movement per change', async () => {
    const id = await lastUnitProduct('Última unidad');
    const responses = await Promise.all([subtract(id, 'Venta A'), subtract(id, 'Venta B')]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [after] = await t.app.db.select().from(products).where(eq(products.id, id));
    expect(after?.stockQuantity).toBe(0);
    const movements = await t.app.db.select().from(stockMovements).where(eq(stockMovements.productId, id));
    expect(movements.map((m) => [m.kind, m.stockBefore, m.stockAfter]).sort()).toEqual([
      ['set', 0, 1],
      ['subtract', 1, 0],
    ]);
  });

  it('a stock subtract and an online order for the last unit: exactly one wins', async () => {
    const id = await lastUnitProduct('Última unidad en línea');
    const order = t.app.inject({
      method: 'POST',
      url: '/api/store/orders',
      payload: {
        items: [{ productId: id, quantity: 1, price: 20 }],
        customerInfo: { name: 'Invitada', email: 'invitada@correo.gt', phone: '5555 0000' },
        shippingAddress: { street: 'Calle 1', city: 'Guatemala' },
        paymentMethod: 'cash_on_delivery',
        sessionId: 'guest_race_stock',
      },
    });
    const responses = await Promise.all([order, subtract(id, 'Merma')]);
    expect(responses.filter((r) => r.statusCode === 200 || r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(1);
    const [after] = await t.app.db.select().from(products).where(eq(products.id, id));
    expect(after?.stockQuantity).toBe(0);
    const movements = await t.app.db.select().from(stockMovements).where(eq(stockMovements.productId, id));
    expect(movements).toHaveLength(2);
    // Each movement starts where the one before it ended.
    const chain = [...movements].sort((a, b) => a.sequence - b.sequence);
    for (let i = 1; i < chain.length; i += 1) expect(chain[i]?.stockBefore).toBe(chain[i - 1]?.stockAfter);
  });

  it('bulk changes that cross each other do not deadlock and keep every figure exact', async () => {
    const a = await lastUnitProduct('Cruce A');
    const b = await lastUnitProduct('Cruce B');
    const bulk = (ids: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: `${M}/products/bulk-stock`,
        headers: t.admin,
        payload: { updates: ids.map((productId) => ({ productId, operation: 'add', quantity: 1 })) },
      });
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => bulk(i % 2 ? [a, b] : [b, a])));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t.app.db.select().from(products).where(eq(products.name, 'Cruce A'));
    expect(rows[0]?.stockQuantity).toBe(7);
    const [rowB] = await t.app.db.select().from(products).where(eq(products.id, b));
    expect(rowB?.stockQuantity).toBe(7);
  });
});
