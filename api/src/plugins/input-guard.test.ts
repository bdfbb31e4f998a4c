import { INPUT_MESSAGES } from '@gym/domain';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema/index';
import { backends, useStaffTestApp, type Backend } from '../test/test-app';

const DEEP = 100_000;

describe.each(backends)('the input guard (%s)', (backend: Backend) => {
  const t = useStaffTestApp(backend);
  const put = (url: string, payload: string | object) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: { ...t.admin, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('refuses a body nested 100,000 deep at once, with 400 and the Spanish envelope', async () => {
    for (const [url, payload] of [
      ['/api/gym/video', `{"a":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}`],
      ['/api/gym/sections-content', `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`],
    ] as const) {
      const started = performance.now();
      const response = await put(url, payload);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: INPUT_MESSAGES.tooDeep });
    }
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/store/orders',
      headers: { 'content-type': 'application/json' },
      payload: `{"items":[${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}]}`,
    });
    expect(order.statusCode).toBe(400);
    // Beyond the body limit the size answers first.
    const huge = await put('/api/gym/video', `{"a":${'['.repeat(600_000)}${']'.repeat(600_000)}}`);
    expect(huge.statusCode).toBe(413);
  });

  it('refuses control characters in text no contract covers (a content block, its keys), naming the field', async () => {
    const value = await put('/api/gym/video', { video: { title: 'Tour\u0000', url: 'https://example.com' } });
    expect(value.statusCode).toBe(422);
    expect(value.json()).toEqual({
      success: false,
      message: INPUT_MESSAGES.controlCharacters,
      errors: [{ field: 'video.title', message: INPUT_MESSAGES.controlCharacters }],
    });
    const key = await put('/api/gym/branding', { 'logo\u001b': 'x' });
    expect(key.statusCode).toBe(422);
    const stored = await t.app.inject({ url: '/api/gym/branding' });
    expect(JSON.stringify(stored.json())).not.toContain('\u001b');
  });

  it('refuses a lone UTF-16 surrogate anywhere with 422 in Spanish (jsonb could not store it), and keeps emoji', async () => {
    const ana = 'Ana \ud800';
    // JSON.stringify writes the lone half as the escape `\ud800`, as the sweep sent it.
    expect(JSON.stringify(ana)).toBe('"Ana \\ud800"');
    const block = await put('/api/gym/video', { video: { title: ana, url: 'https://example.com' } });
    expect(block.statusCode).toBe(422);
    expect(block.json()).toEqual({
      success: false,
      message: INPUT_MESSAGES.controlCharacters,
      errors: [{ field: 'video.title', message: INPUT_MESSAGES.controlCharacters }],
    });
    const blockKey = await put('/api/gym/sections-content', { about: { ['texto\udc00']: 'x' } });
    expect(blockKey.statusCode).toBe(422);

    const client = await t.newClient();
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: ana }),
    });
    expect(profile.statusCode).toBe(422);
    expect(profile.json().message).toBe('El nombre contiene caracteres no permitidos');

    const product = (await t.app.db.select().from(products)).find((row) => row.stockQuantity > 0);
    if (!product) throw new Error('no product in stock in the demo catalogue');
    const guest = `guest_surrogate_${Date.now()}`;
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/store/cart',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ productId: product.id, sessionId: guest, selectedVariants: { talla: `M${ana}` } }),
    });
    expect(cart.statusCode).toBe(422);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/store/orders',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        items: [{ productId: product.id, quantity: 1, price: 1, selectedVariants: { ['color\ud800']: 'Negro' } }],
        customerInfo: { name: ana, email: 'ana@correo.gt', phone: '5555 1234' },
        shippingAddress: { street: '6a Avenida 10-25', city: 'Guatemala', state: 'Guatemala', zipCode: '01010' },
        paymentMethod: 'cash_on_delivery',
        deliveryMethod: 'pickup',
        sessionId: guest,
      }),
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().success).toBe(false);

    // A whole pair (an emoji) is a character like any other.
    const emoji = await put('/api/gym/video', { video: { title: 'Tour 💪🏽', url: 'https://example.com' } });
    expect(emoji.statusCode).toBe(200);
  });

  it('refuses control characters in keys no schema declares, in the body and the query string', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: t.admin,
      payload: { title: 'Yoga', description: 'Clases', ['extra\u0000']: 1 },
    });
    expect(body.statusCode).toBe(422);
    expect(body.json()).toEqual({
      success: false,
      message: INPUT_MESSAGES.controlCharacters,
      errors: [{ field: 'extra\u0000', message: INPUT_MESSAGES.controlCharacters }],
    });
    const nested = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: t.admin,
      payload: { preferences: { ['x\u001b[31m']: true } },
    });
    expect(nested.statusCode).toBe(422);
    for (const url of ['/api/store/products?x%00y=1', '/api/store/products?page=1&%1B%5B31m=1']) {
      const query = await t.app.inject({ url });
      expect(query.statusCode, url).toBe(422);
      expect(query.json().message).toBe(INPUT_MESSAGES.controlCharacters);
    }
  });

  it('lets tabs and line breaks through to the contracts that allow them', async () => {
    const response = await put('/api/gym/sections-content', { about: { text: 'Línea 1\r\nLínea 2\tfin' } });
    expect(response.statusCode).toBe(200);
  });

  it('keeps a field contract’s own message for the fields it covers', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: t.admin,
      payload: { title: 'Yoga\u0000', description: 'Clases' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('El título contiene caracteres no permitidos');
  });

  it('refuses a NUL in a path parameter or query string no contract reads', async () => {
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: '/api/memberships/my-schedule/mon%00day/1',
      headers: t.admin,
    });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().message).toBe(INPUT_MESSAGES.controlCharacters);
  });
});
