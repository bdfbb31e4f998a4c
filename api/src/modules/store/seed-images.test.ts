import { describe, expect, it } from 'vitest';
import { detectImageType } from '../../lib/images';
import { sanitizeSvg } from '../../lib/svg.sanitizer';
import { seedPictures } from './seed';
import { productColours, shapeFor, wrapWords } from './seed-images';

describe('demo product pictures', () => {
  it('draws each kind of product by its category and name', () => {
    expect(shapeFor('proteinas', 'Gold Standard 100% Whey 5 lb')).toBe('tub');
    expect(shapeFor('creatina-aminoacidos', 'Creatina micronizada 300 g')).toBe('jar');
    expect(shapeFor('vitaminas-salud', 'Omega 3 1000 mg 200 cápsulas')).toBe('pills');
    expect(shapeFor('accesorios', 'Shaker con compartimento 700 ml')).toBe('bottle');
    expect(shapeFor('accesorios', 'Guantes de entrenamiento Pro')).toBe('glove');
    expect(shapeFor('accesorios', 'Set de bandas de resistencia (5)')).toBe('pack');
    expect(shapeFor('ropa', 'Camiseta Tech 2.0')).toBe('shirt');
    expect(shapeFor('ropa', 'Leggings HeatGear')).toBe('shorts');
    expect(shapeFor('ropa', 'Gorra deportiva')).toBe('cap');
  });

  it('gives every product a colour of its own, the same one every time', () => {
    expect(productColours('PRO-ON-GS5')).toEqual(productColours('PRO-ON-GS5'));
    expect(productColours('PRO-ON-GS5').body).not.toBe(productColours('PRO-ON-GS2').body);
    expect(productColours('ACC-SHK-700').body).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('wraps a long name on the label and cuts what does not fit', () => {
    expect(wrapWords('Gold Standard 100% Whey 5 lb', 16, 3)).toEqual(['Gold Standard', '100% Whey 5 lb']);
    expect(wrapWords('uno dos tres cuatro cinco seis', 8, 2)).toEqual(['uno dos', 'tres…']);
  });

  it('writes SVG files that pass the upload sanitizer, with the name and brand escaped on the second view', async () => {
    const [front, detail] = seedPictures({
      name: 'Straps <Pro> & más',
      brand: 'Harbinger',
      seed: 'ACC-HAR-BLT',
      shape: 'pack',
    });
    for (const picture of [front!, detail!]) {
      expect(await detectImageType(picture)).toBe('image/svg+xml');
      expect(await sanitizeSvg(picture)).not.toBeNull();
      expect(picture.toString('utf8')).toContain(productColours('ACC-HAR-BLT').body);
    }
    const text = detail!.toString('utf8');
    expect(text).toContain('HARBINGER');
    expect(text).toContain('&lt;Pro&gt; &amp;');
  });

  it('draws the front view without text, its label lines as bars inside the label', () => {
    const [front] = seedPictures({
      name: 'Gold Standard 100% Whey 5 lb',
      brand: 'Optimum',
      seed: 'PRO-ON-GS5',
      shape: 'tub',
    });
    const svg = front!.toString('utf8');
    expect(svg).not.toContain('<text');
    // The brand and two lines of the name, each inside the tub's label (x 140, width 200).
    const bars = [
      ...svg.matchAll(/<rect x="(\d+)" y="\d+" width="(\d+)" height="\d+" rx="\d+" fill="[^"]+" opacity="0.8"\/>/g),
    ];
    expect(bars).toHaveLength(3);
    for (const [, x, width] of bars) {
      expect(Number(x)).toBeGreaterThanOrEqual(140);
      expect(Number(x) + Number(width)).toBeLessThanOrEqual(340);
    }
  });
});
