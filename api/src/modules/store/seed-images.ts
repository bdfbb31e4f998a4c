/**
 * Demo product pictures drawn by code at seed time (no download, no image library): an SVG of the
 * product's kind (a tub, a jar, a pill bottle, a shaker, a glove, a pack, a shirt, shorts, a cap)
 * in a colour of its own, with its name and brand on the second view's label. They are stored as
 * drawn; a test keeps each one acceptable to the upload's SVG sanitizer (seed.ts `seedPictures`).
 */

export type ProductShape = 'tub' | 'jar' | 'pills' | 'bottle' | 'glove' | 'pack' | 'shirt' | 'shorts' | 'cap';

export interface ProductPicture {
  name: string;
  /** The brand, or the category's name for a product without one. */
  brand: string;
  /** Any stable text (the SKU): the same product always gets the same colour. */
  seed: string;
  shape: ProductShape;
}

const SIZE = 480;

/** The kind of container or garment a demo product looks like, from its category and name. */
export function shapeFor(categorySlug: string, name: string): ProductShape {
  const n = name.toLowerCase();
  if (categorySlug === 'ropa') {
    if (/short|legging/.test(n)) return 'shorts';
    if (/gorra/.test(n)) return 'cap';
    return 'shirt';
  }
  if (categorySlug === 'accesorios') {
    if (/shaker|botella/.test(n)) return 'bottle';
    if (/guante/.test(n)) return 'glove';
    return 'pack';
  }
  if (categorySlug === 'vitaminas-salud') return 'pills';
  if (categorySlug === 'creatina-aminoacidos') return 'jar';
  return 'tub';
}

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(Math.min(k - 3, 9 - k, 1), -1);
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** The product's own colours: a body, a darker shade and a pale background of one hue. */
export function productColours(seed: string): { body: string; dark: string; pale: string } {
  const hue = hash(seed) % 360;
  return { body: hsl(hue, 62, 46), dark: hsl(hue, 64, 30), pale: hsl(hue, 45, 93) };
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Words on lines of at most `width` characters, at most `max` lines (the last one cut with …). */
export function wrapWords(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]!.slice(0, width - 1)}…`;
  return kept;
}

/** The silhouette, drawn in a 480 × 480 box, and where its label sits (x, y, width). */
function silhouette(shape: ProductShape, body: string, dark: string): { svg: string; label: [number, number, number] } {
  switch (shape) {
    case 'tub':
      return {
        svg: `<rect x="118" y="92" width="244" height="46" rx="12" fill="${dark}"/><path d="M112 138 H368 L356 404 Q354 420 338 420 H142 Q126 420 124 404 Z" fill="${body}"/>`,
        label: [140, 200, 200],
      };
    case 'jar':
      return {
        svg: `<rect x="150" y="128" width="180" height="40" rx="10" fill="${dark}"/><rect x="138" y="168" width="204" height="246" rx="26" fill="${body}"/>`,
        label: [152, 218, 176],
      };
    case 'pills':
      return {
        svg: `<rect x="176" y="96" width="128" height="52" rx="10" fill="${dark}"/><rect x="160" y="146" width="160" height="26" rx="6" fill="#ffffff" opacity="0.6"/><rect x="146" y="168" width="188" height="252" rx="30" fill="${body}"/>`,
        label: [158, 220, 164],
      };
    case 'bottle':
      return {
        svg: `<rect x="200" y="70" width="80" height="40" rx="10" fill="${dark}"/><path d="M186 110 H294 L316 150 V404 Q316 424 296 424 H184 Q164 424 164 404 V150 Z" fill="${body}"/>`,
        label: [176, 214, 128],
      };
    case 'glove':
      return {
        svg: `<path d="M150 420 V250 Q150 226 170 226 V150 Q170 130 188 130 Q206 130 206 150 V214 V118 Q206 98 226 98 Q246 98 246 118 V214 V128 Q246 108 266 108 Q286 108 286 128 V220 V158 Q286 140 304 140 Q322 140 322 158 V300 Q322 360 300 420 Z" fill="${body}"/><rect x="146" y="396" width="180" height="34" rx="8" fill="${dark}"/>`,
        label: [168, 262, 146],
      };
    case 'pack':
      return {
        svg: `<path d="M120 140 L240 96 L360 140 L240 184 Z" fill="${dark}"/><path d="M120 140 L240 184 V420 L120 376 Z" fill="${body}"/><path d="M360 140 L240 184 V420 L360 376 Z" fill="${dark}" opacity="0.85"/>`,
        label: [126, 236, 108],
      };
    case 'shirt':
      return {
        svg: `<path d="M180 96 Q240 136 300 96 L392 140 L362 214 L330 200 V420 H150 V200 L118 214 L88 140 Z" fill="${body}"/><path d="M180 96 Q240 136 300 96 Q240 160 180 96 Z" fill="${dark}"/>`,
        label: [164, 228, 152],
      };
    case 'shorts':
      return {
        svg: `<rect x="120" y="110" width="240" height="36" rx="6" fill="${dark}"/><path d="M120 146 H360 L380 400 H262 L240 238 L218 400 H100 Z" fill="${body}"/>`,
        label: [150, 190, 180],
      };
    case 'cap':
      return {
        svg: `<path d="M110 300 Q110 150 240 150 Q370 150 370 300 Z" fill="${body}"/><path d="M250 300 H420 Q420 338 370 338 H250 Z" fill="${dark}"/><circle cx="240" cy="150" r="12" fill="${dark}"/>`,
        label: [150, 214, 180],
      };
  }
}

function textLines(lines: string[], x: number, y: number, size: number, colour: string, weight = 700): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * size * 1.2}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${colour}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
}

/**
 * Lines of a label drawn as bars as long as their text. Text inside a picture is laid out with
 * the device's fonts each time it is painted (tens of milliseconds for the store's first row on a
 * phone, before its largest paint); the card shows the name and brand beneath the front view.
 */
function textBars(lines: string[], centre: number, y: number, size: number, colour: string, maxWidth: number): string {
  return lines
    .map((line, index) => {
      const width = Math.round(Math.min(maxWidth, line.length * size * 0.55));
      const top = Math.round(y + index * size * 1.2 - size * 0.75);
      const height = Math.round(size * 0.6);
      return `<rect x="${Math.round(centre - width / 2)}" y="${top}" width="${width}" height="${height}" rx="${Math.round(height / 2)}" fill="${colour}" opacity="0.8"/>`;
    })
    .join('');
}

/** The front view (the cards' picture): the silhouette with a white label, its lines drawn as bars. */
export function productFrontSvg(picture: ProductPicture): Buffer {
  const { body, dark, pale } = productColours(picture.seed);
  const { svg, label } = silhouette(picture.shape, body, dark);
  const [x, y, width] = label;
  const centre = x + width / 2;
  const name = wrapWords(picture.name, Math.max(8, Math.floor(width / 11)), 3);
  const height = 34 + name.length * 20;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
      `<rect width="${SIZE}" height="${SIZE}" fill="${pale}"/>` +
      `<ellipse cx="240" cy="438" rx="150" ry="16" fill="#000000" opacity="0.12"/>` +
      svg +
      `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8" fill="#ffffff" opacity="0.94"/>` +
      textBars([picture.brand.toUpperCase()], centre, y + 20, 12, dark, width - 24) +
      textBars(name, centre, y + 40, 16, '#212121', width - 24) +
      `</svg>`,
    'utf8',
  );
}

/** The second view: a label close-up with the name large and the silhouette small in a corner. */
export function productDetailSvg(picture: ProductPicture): Buffer {
  const { body, dark, pale } = productColours(picture.seed);
  const { svg } = silhouette(picture.shape, body, dark);
  const name = wrapWords(picture.name, 18, 4);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
      `<rect width="${SIZE}" height="${SIZE}" fill="${body}"/>` +
      `<rect x="32" y="32" width="416" height="416" rx="20" fill="${pale}"/>` +
      `<g transform="translate(300 290) scale(0.36)">${svg}</g>` +
      textLines([picture.brand.toUpperCase()], 240, 96, 18, dark, 700) +
      textLines(name, 240, 150, 28, '#212121') +
      `</svg>`,
    'utf8',
  );
}
