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
/** The two payloads the old filter let through, and the classic one. */
const ATTACKS = {
  namespacedScript:
    '<svg xmlns="http://www.w3.org/2000/svg"><x:script xmlns:x="http://www.w3.org/2000/svg">alert(document.domain)</x:script><circle r="4"/></svg>',
  animatedHref:
    '<svg xmlns="http://www.w3.org/2000/svg"><a><set attributeName="href" to="&#106;avascript:alert(1)"/><text y="9">Ir</text></a></svg>',
  classic: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
};
const STORED_FILE_HEADERS = {
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
};

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
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', ...STORED_FILE_HEADERS });
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('stores a plain SVG as a working logo, served as image/svg+xml that cannot run script', async () => {
    const response = await upload('service', 'icon.svg', 'image/svg+xml', SAFE_SVG);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ contentType: 'image/svg+xml', url: expect.stringMatching(/\.svg$/) });
    const served = await s.app.inject({ url: response.json().data.url });
    expect(served.headers).toMatchObject({
      'content-type': expect.stringMatching(/^image\/svg\+xml/),
      ...STORED_FILE_HEADERS,
    });
    expect(served.body).toContain('<circle cx="5" cy="5" r="4" fill="#1565c0"/>');
    expect(served.body).toContain('viewBox="0 0 10 10"');
  });

  it.each(Object.entries(ATTACKS))('keeps nothing that could run from an SVG with a %s', async (_name, attack) => {
    const response = await upload('hero', 'hero.svg', 'image/svg+xml', Buffer.from(attack));
    expect(response.statusCode).toBe(201);
    const served = await s.app.inject({ url: response.json().data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject(STORED_FILE_HEADERS);
    expect(served.body).not.toMatch(/script|javascript|alert|<set|onload/i);
    expect(served.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
  });

  it('refuses an SVG it cannot read as one, storing nothing', async () => {
    const xxe = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
    );
    const before = await readdir(path.join(s.uploadsDir, 'content', 'testimonial')).catch(() => []);
    for (const content of [xxe, Buffer.from('<svg><script>alert(1)</script></svg>')]) {
      const refused = await upload('testimonial', 't.svg', 'image/svg+xml', content);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('Formato de imagen no válido. Usa JPG, PNG, WebP o SVG');
    }
    expect(await readdir(path.join(s.uploadsDir, 'content', 'testimonial')).catch(() => [])).toEqual(before);
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
