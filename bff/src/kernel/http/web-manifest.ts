import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the member's installable app takes from the gym's settings (the admin's 'Sitio web'). */
export interface GymBrand {
  name: string;
  tagline?: string | null;
  primaryColor: string;
  secondaryColor: string;
  logoUrl?: string | null;
}

/** Read on each request (the public content cache answers it), null when the api cannot say. */
export type ReadGymBrand = (request: FastifyRequest) => Promise<GymBrand | null>;

/** The member area, where the installed app opens and what its service worker keeps offline. */
export const MEMBER_APP_START = '/dashboard/client';

/** The web's own fallback brand (`app/theme/create-app-theme.ts`) when the api does not answer. */
const FALLBACK: GymBrand = { name: 'Gimnasio', primaryColor: '#1f2937', secondaryColor: '#f59e0b' };
const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const ICON_SIZES = [192, 512] as const;
const LOGO_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

const colour = (value: string | null | undefined, fallback: string) =>
  value && HEX_COLOR.test(value) ? value.toLowerCase() : fallback;

/** Up to two initials of the gym's name ('Fuerza Xela' -> 'FX'), shown on the generated icon. */
export function brandInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[1]!] : [words[0] ?? 'G'];
  return letters.map((word) => [...word][0]!.toLocaleUpperCase('es')).join('');
}

/** The launcher's label: the name when it fits under an icon, else its first word. */
function shortName(name: string): string {
  return name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name).slice(0, 12);
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The generated icon: the gym's initials in its secondary colour on its primary colour. */
export function brandIconSvg(brand: GymBrand): string {
  const primary = colour(brand.primaryColor, FALLBACK.primaryColor);
  const secondary = colour(brand.secondaryColor, FALLBACK.secondaryColor);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">` +
    `<rect width="512" height="512" rx="96" fill="${primary}"/>` +
    `<text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-weight="700" font-size="200" fill="${secondary}">${escapeXml(brandInitials(brand.name))}</text>` +
    `</svg>`
  );
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/**
 * The raster icon launchers ask for (PNG, 192 and 512 px): the primary colour with a ring of the
 * secondary one, drawn inside the maskable safe zone (the inner 80 %), so any launcher's crop keeps
 * it. No image library: a PNG is a deflated list of RGB rows.
 */
export function brandIconPng(brand: GymBrand, size: number): Buffer {
  const [pr, pg, pb] = rgb(colour(brand.primaryColor, FALLBACK.primaryColor));
  const [sr, sg, sb] = rgb(colour(brand.secondaryColor, FALLBACK.secondaryColor));
  const centre = size / 2;
  const outer = size * 0.3;
  const inner = size * 0.2;
  const rowLength = 1 + size * 3;
  const raw = Buffer.alloc(rowLength * size);
  for (let y = 0; y < size; y += 1) {
    raw[y * rowLength] = 0;
    for (let x = 0; x < size; x += 1) {
      const distance = Math.hypot(x + 0.5 - centre, y + 0.5 - centre);
      const ring = distance <= outer && distance >= inner;
      const at = y * rowLength + 1 + x * 3;
      raw[at] = ring ? sr! : pr!;
      raw[at + 1] = ring ? sg! : pg!;
      raw[at + 2] = ring ? sb! : pb!;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A short fingerprint of the brand: icon addresses change with it, so launchers fetch the new one. */
const brandVersion = (brand: GymBrand) =>
  createHash('sha256')
    .update(JSON.stringify([brand.name, brand.primaryColor, brand.secondaryColor, brand.logoUrl ?? '']))
    .digest('hex')
    .slice(0, 10);

/** The Web App Manifest of the member's app, from the gym's settings of this moment. */
export function webManifest(brand: GymBrand) {
  const version = brandVersion(brand);
  const logoType = brand.logoUrl
    ? LOGO_TYPES[/\.([a-z0-9]+)(?:$|\?)/i.exec(brand.logoUrl)?.[1]?.toLowerCase() ?? '']
    : undefined;
  return {
    id: MEMBER_APP_START,
    name: brand.name,
    short_name: shortName(brand.name),
    ...(brand.tagline ? { description: brand.tagline } : {}),
    lang: 'es-GT',
    dir: 'ltr',
    start_url: MEMBER_APP_START,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: colour(brand.primaryColor, FALLBACK.primaryColor),
    background_color: '#ffffff',
    icons: [
      ...ICON_SIZES.map((size) => ({
        src: `/pwa-icon-${size}.png?v=${version}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
      { src: `/pwa-icon-512.png?v=${version}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: `/pwa-icon.svg?v=${version}`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      // The admin's own logo, when it is an image type a launcher reads (its size is not known here).
      ...(brand.logoUrl && logoType ? [{ src: brand.logoUrl, type: logoType, purpose: 'any' }] : []),
    ],
  };
}

/**
 * `/manifest.webmanifest` and its generated icons, built per request from the gym's settings, so
 * a new name, colour or logo saved by the admin reaches the next install and the next launcher
 * refresh without a new build. Never cached for long: the settings change.
 */
export async function webManifestRoutes(app: FastifyInstance, readBrand: ReadGymBrand): Promise<void> {
  const brandNow = async (request: FastifyRequest) => (await readBrand(request).catch(() => null)) ?? FALLBACK;
  app.get('/manifest.webmanifest', async (request, reply) => {
    const manifest = webManifest(await brandNow(request));
    return reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(manifest));
  });
  app.get('/pwa-icon.svg', async (request, reply) =>
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(brandIconSvg(await brandNow(request))),
  );
  for (const size of ICON_SIZES) {
    app.get(`/pwa-icon-${size}.png`, async (request, reply) =>
      reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=300')
        .send(brandIconPng(await brandNow(request), size)),
    );
  }
}
