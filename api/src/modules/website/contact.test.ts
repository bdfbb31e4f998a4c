import { describe, expect, it } from 'vitest';
import { backends, useStaffTestApp } from '../../test/test-app';

describe.each(backends)('gym contact on %s', (backend) => {
  const s = useStaffTestApp(backend);
  it('accepts maps_url and latitude/longitude as well as mapsUrl and lat/lng', async () => {
    const first = await s.app.inject({
      method: 'PUT',
      url: '/api/gym/contact',
      headers: s.admin,
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
    const second = await s.app.inject({
      method: 'PUT',
      url: '/api/gym/contact',
      headers: s.admin,
      payload: { mapsUrl: 'https://maps.google.com/?q=Z10', lat: 14.6, lng: -90.5 },
    });
    expect(second.json().data.location).toEqual({ lat: 14.6, lng: -90.5 });
    expect((await s.app.inject({ url: '/api/gym/contact' })).json().data.mapsUrl).toBe(
      'https://maps.google.com/?q=Z10',
    );
    const refused = await s.app.inject({
      method: 'PUT',
      url: '/api/gym/contact',
      headers: s.staff,
      payload: { city: 'X' },
    });
    expect(refused.json().message).toBe('Sin permisos para actualizar el contacto');
  });

  it('refuses a coordinate out of range, an over-limit city and a NUL byte with the contract messages', async () => {
    const put = (payload: object) =>
      s.app.inject({ method: 'PUT', url: '/api/gym/contact', headers: s.admin, payload });
    const lat = await put({ lat: 95 });
    expect(lat.statusCode).toBe(422);
    expect(lat.json().message).toBe('Coordenada inválida');
    const city = await put({ city: 'c'.repeat(81) });
    expect(city.json().message).toBe('La ciudad admite como máximo 80 caracteres');
    const nul = await put({ address: 'Zona 10\u0000' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().message).toBe('La dirección contiene caracteres no permitidos');
    const cleared = await put({ email: '', mapsUrl: '' });
    expect(cleared.json().data).toMatchObject({ email: null, mapsUrl: null });
  });
});
