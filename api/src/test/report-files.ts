import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Readers of the exported files for tests: what a person would read in the PDF and the CSV. */

const STANDARD_FONTS = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** The text of every page of a PDF, and the fill colours it paints with. */
export async function readPdf(bytes: Buffer): Promise<{ text: string; colours: Set<string> }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS }).promise;
  const parts: string[] = [];
  const colours = new Set<string>();
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
    const ops = await page.getOperatorList();
    ops.fnArray.forEach((fn, i) => {
      if (fn !== OPS.setFillRGBColor) return;
      const rgb = Array.from(ops.argsArray[i] as ArrayLike<number>).slice(0, 3);
      colours.add(`#${rgb.map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`);
    });
  }
  return { text: parts.join('\n'), colours };
}

/** A CSV line split into fields (quotes honoured). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}
