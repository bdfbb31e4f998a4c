import createCache, { type EmotionCache } from '@emotion/cache';

/** Vendor pseudo-classes and pseudo-elements in a selector: `::-moz-focus-inner`, `:-ms-input-placeholder`. */
const VENDOR_PSEUDO = /::?-(?:moz|ms|webkit|o)-[a-z-]+/gi;

/** The selector of one rule as emotion inserts it (`sel{...}`, or wrapped: `@media q{sel{...}}`). */
function selectorOf(rule: string): string {
  const open = rule.lastIndexOf('{', rule.indexOf('}'));
  if (open < 0) return '';
  return rule.slice(rule.lastIndexOf('{', open - 1) + 1, open);
}

/** Asks whether the browser's CSS parser takes a selector. */
type SelectorProbe = (selector: string) => boolean;

/** Tries a selector the way the page's sheet would: in a sheet of its own, once. */
function parserProbe(): SelectorProbe | null {
  if (typeof CSSStyleSheet === 'undefined') return null;
  let probe: CSSStyleSheet;
  try {
    probe = new CSSStyleSheet();
  } catch {
    return null;
  }
  return (selector) => {
    try {
      probe.insertRule(`${selector}{}`, 0);
      probe.deleteRule(0);
      return true;
    } catch {
      return false;
    }
  };
}

/**
 * Whether this browser accepts a vendor pseudo, asked once per pseudo with the same parser that
 * takes the page's rules (`CSS.supports` disagrees with it on some, e.g. Chromium's
 * `::-webkit-search-decoration`). No way to ask (jsdom, old browsers): accepted, and the browser
 * decides per rule as before.
 */
function pseudoSupport(probe: SelectorProbe | null): (pseudo: string) => boolean {
  const known = new Map<string, boolean>();
  return (pseudo) => {
    let accepted = known.get(pseudo);
    if (accepted === undefined) {
      accepted = probe === null || probe(`*${pseudo}`);
      known.set(pseudo, accepted);
    }
    return accepted;
  };
}

/** Whether a rule's selector uses only vendor pseudos this browser knows. */
export function acceptsRule(rule: string, supported: (pseudo: string) => boolean): boolean {
  const pseudos = selectorOf(rule).match(VENDOR_PSEUDO);
  return pseudos === null || pseudos.every(supported);
}

/**
 * The app's emotion cache (MUI's styles): the default one, except that rules for another engine
 * (Firefox's `::-moz-focus-inner`, old Edge's `:-ms-input-placeholder`, which MUI and emotion's
 * prefixer write) are not handed to this browser. The browser refuses them by throwing, and
 * emotion swallows the error; on a slow phone those few dozen exceptions cost 30-60 ms of the
 * page's first commit.
 */
export function createStyleCache(probe: SelectorProbe | null = parserProbe()): EmotionCache {
  const cache = createCache({ key: 'css' });
  const { sheet } = cache;
  const insert = sheet.insert.bind(sheet);
  const supported = pseudoSupport(probe);
  sheet.insert = (rule: string) => {
    if (acceptsRule(rule, supported)) insert(rule);
  };
  return cache;
}

let pageCache: EmotionCache | null = null;

/** The page's one style cache (both app layers share it, so no style is inserted twice). */
export function appStyleCache(): EmotionCache {
  pageCache ??= createStyleCache();
  return pageCache;
}
