import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, bearer, createTestApp, signInDemo, type TestApp } from '../../test/test-app';

describe.each(backends)('gym contact on %s', (backend) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = bearer((await signInDemo(t.app, 'admin')).token);
    staff = bearer((await signInDemo(t.app, 'colaborador')).token);
  });
  afterAll(async () => {
    await t?.close();
  });
  it('accepts maps_url and latitude/longitude as well as mapsUrl and lat/lng', async () => {
    const first = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/contact',
      headers: admin,
      payload: {
        maps_url: 'https://maps.google.com/?q=Xela',
        latitude: 14.8347,
        longitude: -91.5181,
        city: 'Quetzaltenango',
      },
    });
    expect(first.json().data).toMatchObject({
      mapsUrl: 'https://maps.google.com/?q=Xela',
      city: 'Quetzaltenango',
      location: { lat: 14.8347, lng: -91.5181 },
    });
    const second = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/contact',
      headers: admin,
      payload: { mapsUrl: 'https://maps.google.com/?q=Z10', lat: 14.6, lng: -90.5 },
    });
    expect(second.json().data.location).toEqual({ lat: 14.6, lng: -90.5 });
    expect((await t.app.inject({ url: '/api/gym/contact' })).json().data.mapsUrl).toBe(
      'https://maps.google.com/?q=Z10',
    );
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/gym/contact',
      headers: staff,
      payload: { city: 'X' },
    });
    expect(refused.json().message).toBe('Sin permisos para actualizar el contacto');
  });
});
