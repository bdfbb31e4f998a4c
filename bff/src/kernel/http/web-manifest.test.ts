import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';
import { startStubApi, type StubApi } from '../../test/stub-api';
import { buildBffApp } from '../../app';
import { brandIconPng, brandInitials } from './web-manifest';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes?: string; type: string; purpose: string }[];
}

/** The width, height and first pixel of a PNG the route sent (8-bit RGB, filter 0 rows). */
function readPng(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const idatAt = bytes.indexOf('IDAT');
  const raw = inflateSync(bytes.subarray(idatAt + 4, idatAt + 4 + bytes.readUInt32BE(idatAt - 4)));
  const hex = (at: number) => `#${[...raw.subarray(at, at + 3)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
  return {
    width,
    height,
    corner: hex(1),
    centreRing: hex(Math.floor(height / 2) * (1 + width * 3) + 1 + Math.floor(width * 0.25) * 3),
  };
}

describe("the member app's manifest, from the gym's settings", () => {
  let stack: Stack;
  let admin: string;

  beforeAll(async () => {
    stack = await startStack();
    admin = await stack.login('admin');
  });
  afterAll(async () => {
    await stack?.close();
  });

  const manifest = async () => {
    const response = await stack.bff.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
    return response.json() as Manifest;
  };

  it("carries the gym's name and colour and follows the admin's change at once, icons included", async () => {
    const before = await manifest();
    expect(before).toMatchObject({
      name: 'Gimnasio Demo',
      start_url: '/dashboard/client',
      scope: '/',
      display: 'standalone',
    });
    expect(before.icons.map((icon) => `${icon.sizes} ${icon.type} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 image/png any', '512x512 image/png any', '512x512 image/png maskable']),
    );

    const saved = await gql(
      stack.bff,
      'mutation($input: GymConfigInput!) { updateGymConfig(input: $input) { name } }',
      {
        token: admin,
        variables: { input: { gymName: 'Fuerza Xela', primaryColor: '#8e24aa', secondaryColor: '#ffd600' } },
      },
    );
    expect(saved.body.errors).toBeUndefined();
    const after = await manifest();
    expect(after.name).toBe('Fuerza Xela');
    expect(after.short_name).toBe('Fuerza Xela');
    expect(after.theme_color).toBe('#8e24aa');
    // A new brand gives new icon addresses, so a launcher fetches the new icon.
    expect(after.icons[0]!.src).not.toBe(before.icons[0]!.src);

    const png = await stack.bff.inject({ url: after.icons.find((i) => i.sizes === '512x512')!.src });
    expect(png.headers['content-type']).toBe('image/png');
    expect(readPng(png.rawPayload)).toEqual({ width: 512, height: 512, corner: '#8e24aa', centreRing: '#ffd600' });
    const svg = await stack.bff.inject({ url: after.icons.find((i) => i.type === 'image/svg+xml')!.src });
    expect(svg.body).toContain('fill="#8e24aa"');
    expect(svg.body).toContain('>FX</text>');
  });
});

describe('the manifest when the api does not answer', () => {
  let stub: StubApi;
  beforeAll(async () => {
    stub = await startStubApi();
  });
  afterAll(async () => {
    await stub?.close();
  });

  it('still answers, with a neutral name and colour (never another gym)', async () => {
    stub.setHandler((_request, response) => response.writeHead(503).end());
    const bff = await buildBffApp({ apiUrl: stub.url, nodeEnv: 'development', logLevel: 'silent' });
    try {
      const response = await bff.inject({ url: '/manifest.webmanifest' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'Gimnasio', theme_color: '#1f2937' });
    } finally {
      await bff.close();
    }
  });

  it('draws initials and sizes for any name', () => {
    expect(brandInitials('Gimnasio Demo')).toBe('GD');
    expect(brandInitials('  ñandú ')).toBe('Ñ');
    expect(readPng(brandIconPng({ name: 'x', primaryColor: 'rojo', secondaryColor: '#ffffff' }, 192))).toMatchObject({
      width: 192,
      corner: '#1f2937',
    });
  });
});
