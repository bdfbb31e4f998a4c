import type { Config, DOMPurify } from 'dompurify';
import type { DOMWindow } from 'jsdom';

/**
 * SVG is a document that browsers execute, so an uploaded SVG is never stored as sent: it is
 * parsed as XML (the way a browser reads an .svg file: namespaces resolved, CDATA and entities
 * as XML defines them), cut down by DOMPurify's SVG allow-list of elements and attributes, and
 * re-serialized. What is stored is only what survived: shapes, gradients, filters, text, styles
 * and references inside the file itself.
 *
 * Refused (null) instead of rewritten: text that is not a well-formed SVG document in the SVG
 * namespace; a DTD entity other than plain text (external entities, parameter entities, entities
 * holding markup or other entities: XXE and entity bombs), while the plain-text ones old
 * Illustrator exports declare for their namespaces are kept as the text they stand for; and a
 * result that changes when sanitized again (a sign that parser and serializer disagree).
 *
 * jsdom and DOMPurify load on the first SVG (about 60 MB a server would otherwise hold from its
 * start for a rare upload).
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Prolog an SVG file may open with: XML declaration, processing instructions, comments, a DOCTYPE. */
const SVG_START =
  /^\s*(<\?[^>]*\?>\s*|<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^[>]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

const ENTITY_DECLARATION = /<!ENTITY\b[^>]*>/gi;
/** `<!ENTITY ns_svg "http://www.w3.org/2000/svg">`: a name for a piece of plain text. */
const PLAIN_TEXT_ENTITY = /^<!ENTITY\s+[A-Za-z_][\w.-]*\s+"[^"<&%]*"\s*>$/;

/** A reference to something inside the same file: `#id`. */
const LOCAL_REFERENCE = /^\s*#/;
/** The one kind of embedded data an <image> may keep: a raster image inside the file. */
const EMBEDDED_RASTER = /^\s*data:image\/(png|jpe?g|webp|gif);base64,[a-z0-9+/=\s]*$/i;
/**
 * CSS (in <style> or in an attribute) that could fetch or run something: imports, image-set,
 * escapes (which can spell any of these) and any url() that does not point inside the file.
 */
const ACTIVE_CSS = /\\|@import|image-set\s*\(|expression\s*\(|javascript:|url\s*\(\s*(?!['"]?\s*#)/i;

const PURIFY_CONFIG: Config & { IN_PLACE: true } = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // Logos reuse shapes with <use>; the hook below lets it point only inside the file.
  ADD_TAGS: ['use'],
  // The text of a removed <script> or unknown element goes with it.
  KEEP_CONTENT: false,
  IN_PLACE: true,
};

interface SvgPurifier {
  window: DOMWindow;
  purify: DOMPurify;
}

let purifier: Promise<SvgPurifier> | undefined;

function keepsAttribute(element: Element, name: string, value: string): boolean {
  if (name === 'href' || name === 'xlink:href') {
    return LOCAL_REFERENCE.test(value) || (element.localName === 'image' && EMBEDDED_RASTER.test(value));
  }
  return !ACTIVE_CSS.test(value);
}

function svgPurifier(): Promise<SvgPurifier> {
  purifier ??= loadPurifier();
  return purifier;
}

async function loadPurifier(): Promise<SvgPurifier> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (element, event) => {
    if (!keepsAttribute(element, event.attrName, event.attrValue)) event.keepAttr = false;
  });
  return { window, purify };
}

/**
 * Style sheets are kept when they only style the file itself. Illustrator wraps them in CDATA,
 * which DOMPurify drops as a node, so the CDATA becomes the plain text it means in XML.
 */
function settleStyleSheets(root: Element): void {
  for (const style of Array.from(root.getElementsByTagNameNS('*', 'style'))) {
    const css = style.textContent ?? '';
    if (ACTIVE_CSS.test(css)) {
      style.remove();
      continue;
    }
    style.textContent = css;
  }
}

function declaresOnlyPlainTextEntities(text: string): boolean {
  return (text.match(ENTITY_DECLARATION) ?? []).every((declaration) => PLAIN_TEXT_ENTITY.test(declaration));
}

function parseSvg(window: DOMWindow, text: string): Element | null {
  const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  return root.namespaceURI === SVG_NS && root.localName === 'svg' ? root : null;
}

function sanitizeText({ window, purify }: SvgPurifier, text: string): string | null {
  const root = parseSvg(window, text);
  if (!root) return null;
  settleStyleSheets(root);
  try {
    purify.sanitize(root, PURIFY_CONFIG);
  } catch {
    // DOMPurify refuses to sanitize in place a root it would remove.
    return null;
  }
  return new window.XMLSerializer().serializeToString(root);
}

/** True when the bytes open like an SVG document (what file-type cannot tell). */
export function looksLikeSvg(data: Buffer): boolean {
  return SVG_START.test(
    data
      .subarray(0, 4096)
      .toString('utf8')
      .replace(/^\uFEFF/, ''),
  );
}

/** The SVG with only its safe subset, ready to store; null when it must be refused. */
export async function sanitizeSvg(data: Buffer): Promise<Buffer | null> {
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000') || !declaresOnlyPlainTextEntities(text)) return null;
  const loaded = await svgPurifier();
  const clean = sanitizeText(loaded, text);
  if (clean === null || sanitizeText(loaded, clean) !== clean) return null;
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${clean}\n`, 'utf8');
}
