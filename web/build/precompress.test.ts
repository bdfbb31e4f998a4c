import { mkdtemp, readFile, rm, writeFile, mkdir, access } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressed build', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies of text assets that decompress to the original, and skips small or binary files', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    await mkdir(join(dir, 'assets'));
    const script = `console.log(${JSON.stringify('á'.repeat(4000))});`;
    await writeFile(join(dir, 'assets', 'index-abc.js'), script);
    await writeFile(join(dir, 'tiny.css'), 'a{}');
    await writeFile(join(dir, 'photo.png'), Buffer.alloc(5000, 1));

    expect(await precompressDir(dir)).toBe(1);
    const br = await readFile(join(dir, 'assets', 'index-abc.js.br'));
    const gz = await readFile(join(dir, 'assets', 'index-abc.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(Buffer.byteLength(script) / 10);
    await expect(access(join(dir, 'tiny.css.br'))).rejects.toThrow();
    await expect(access(join(dir, 'photo.png.br'))).rejects.toThrow();
  });
});
