/**
 * The guard both servers put in front of every request, whatever field contract (or none) a
 * route declares: no text with control characters (PostgreSQL refuses NUL outright) and no JSON
 * nested deeper than any form of the app sends.
 */
import { FIELD_MESSAGES, hasForbiddenCharacters, INT32_MAX, textField } from './field-contract';

/** The deepest JSON a request may carry; the deepest body the app sends (an order) needs 4 levels. */
export const MAX_JSON_DEPTH = 32;

/**
 * Any text a request carries: tabs and line breaks may reach a multiline contract (which judges
 * them itself); every other control character, and DEL, never reaches a database.
 */
const ANY_TEXT = textField('El texto enviado', { max: Number.MAX_SAFE_INTEGER, multiline: true });

export const INPUT_MESSAGES = {
  controlCharacters: FIELD_MESSAGES.controlCharacters(ANY_TEXT),
  tooDeep: `La solicitud tiene demasiados niveles anidados (máximo ${MAX_JSON_DEPTH})`,
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido',
  bodyTooLarge: 'La solicitud es demasiado grande',
  unsupportedMediaType: 'Tipo de contenido no soportado',
  /** GraphQL: an Int argument that is not a whole number within 32 bits. */
  notInt32: `Se esperaba un número entero entre ${-INT32_MAX - 1} y ${INT32_MAX}`,
} as const;

const OPENERS = new Set([0x7b, 0x5b]); // { [
const CLOSERS = new Set([0x7d, 0x5d]); // } ]
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * True when JSON text opens more than `maxDepth` objects or arrays inside one another. Read from
 * the text, before parsing, so a body nested 100,000 deep costs one pass and no recursion.
 */
export function jsonNestingExceeds(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (CLOSERS.has(code)) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * The path (`items.0.name`, or the key itself) of the first text in `value`, key or value, holding
 * a control character no field may hold or a lone UTF-16 surrogate; null when there is none.
 * Walks without recursion.
 */
export function forbiddenTextPath(value: unknown, root = ''): string | null {
  return firstForbidden(value, root, true);
}

/**
 * The same, for keys only: read before a route's schema strips the keys it does not declare (an
 * unknown key never reaches a statement, but it is refused all the same), while the values wait
 * for their field contracts' own messages.
 */
export function forbiddenKeyPath(value: unknown, root = ''): string | null {
  return firstForbidden(value, root, false);
}

function firstForbidden(value: unknown, root: string, values: boolean): string | null {
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (values && hasForbiddenCharacters(ANY_TEXT, current)) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (hasForbiddenCharacters(ANY_TEXT, key)) return itemPath;
        pending.push([item, itemPath]);
      }
    }
  }
  return null;
}
