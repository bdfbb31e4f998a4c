import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/test-app';

describe.each(backends)('gym config on %s', (backend) => {
  let seeded: TestApp;
  let empty: TestApp;
  beforeAll(async () => {
    [seeded, empty] = await Promise.all([createTestApp(backend), createTestApp(backend, { seed: 'none' })]);
  });
  afterAll(async () => {
    await Promise.all([seeded?.close(), empty?.close()]);
  });

  it('serves the configured gym publicly', async () => {
    const response = await seeded.app.inject({ url: '/api/gym/config' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.name).toBe('Gimnasio Demo');
    expect(data.primaryColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(data.contact.address).toContain('Guatemala');
    expect(data.contact.phone).toMatch(/^\+502/);
  });

  it('answers neutral defaults before the gym is configured', async () => {
    const response = await empty.app.inject({ url: '/api/gym/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Gimnasio', tagline: null, contact: { phone: null } });
  });
});
