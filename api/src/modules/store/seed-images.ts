import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const hex = (colour: string): [number, number, number] => {
  const n = Number.parseInt(colour.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/**
 * A real PNG built in memory (no downloads, no image library): a coloured background with a
 * lighter disc and a darker band, enough for a recognisable product placeholder per category.
 */
export function productPng(background: string, accent: string, size = 320): Buffer {
  const [br, bg, bb] = hex(background);
  const [ar, ag, ab] = hex(accent);
  const rows: Buffer[] = [];
  const centre = size / 2;
  const radius = size * 0.3;
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    row[0] = 0;
    for (let x = 0; x < size; x += 1) {
      const inDisc = (x - centre) ** 2 + (y - centre * 0.9) ** 2 <= radius ** 2;
      const inBand = y > size * 0.8 && y < size * 0.88;
      const [r, g, b] = inDisc ? [ar, ag, ab] : inBand ? [br * 0.7, bg * 0.7, bb * 0.7] : [br, bg, bb];
      row[1 + x * 3] = r;
      row[2 + x * 3] = g;
      row[3 + x * 3] = b;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
