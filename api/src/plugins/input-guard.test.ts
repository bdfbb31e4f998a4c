import { INPUT_MESSAGES } from '@gym/domain';
import { describe, expect, it } from 'vitest';
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
