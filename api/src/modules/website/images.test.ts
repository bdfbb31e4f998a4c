import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backends, multipartFile, useStaffTestApp } from '../../test/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SAFE_SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#1565c0"/></svg>',
);
const EVIL_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
);

describe.each(backends)('website images on %s', (backend) => {
  const s = useStaffTestApp(backend);

  const upload = (kind: string, name: string, type: string, content: Buffer, headers = s.admin) => {
    const body = multipartFile('image', name, type, content);
    return s.app.inject({
      method: 'POST',
      url: `/api/content/images?kind=${kind}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('stores an image judged by its content and serves it', async () => {
    const response = await upload('logo', 'logo.txt', 'text/plain', PNG);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      contentType: 'image/png',
      url: expect.stringMatching(/^\/uploads\/content\/logo\/.+\.png$/),
    });
    const served = await s.app.inject({ url: response.json().data.url });
    expect(served.statusCode).toBe(200);
  });

  it('accepts a plain SVG and refuses one that could run script', async () => {
    expect((await upload('service', 'icon.svg', 'image/svg+xml', SAFE_SVG)).json().data.contentType).toBe(
      'image/svg+xml',
    );
    const evil = await upload('hero', 'hero.svg', 'image/svg+xml', EVIL_SVG);
    expect(evil.statusCode).toBe(422);
    expect(evil.json().message).toBe('Formato de imagen no válido. Usa JPG, PNG, WebP o SVG');
    const files = await readdir(path.join(s.uploadsDir, 'content', 'hero')).catch(() => []);
    expect(files).toHaveLength(0);
  });

  it('refuses a file that is not an image, one over 3 MB, a missing file and a non-admin', async () => {
    expect((await upload('hero', 'x.png', 'image/png', Buffer.from('%PDF-1.4 hola'))).statusCode).toBe(422);
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const tooBig = await upload('hero', 'big.png', 'image/png', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('La imagen es demasiado grande. Máximo 3MB');
    const none = await s.app.inject({ method: 'POST', url: '/api/content/images?kind=logo', headers: s.admin });
    expect(none.statusCode).toBe(422);
    const unknownKind = await upload('banner', 'b.png', 'image/png', PNG);
    expect(unknownKind.statusCode).toBe(422);
    expect(unknownKind.json().message).toBe('El tipo de imagen debe ser uno de: logo, hero, service, testimonial');
    const refused = await upload('logo', 'l.png', 'image/png', PNG, s.staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Sin permisos para subir imágenes');
  });
});
