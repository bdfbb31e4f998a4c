import { describe, expect, it, vi } from 'vitest';
import { acceptsRule, createStyleCache } from './style-cache';

const chromiumLike = (pseudo: string) => !/-(?:moz|ms)-/.test(pseudo);

describe('the style cache', () => {
  it("keeps another engine's pseudo selectors from this browser, and every other rule", () => {
    expect(acceptsRule('.css-1{display:-webkit-box;display:flex;}', chromiumLike)).toBe(true);
    expect(acceptsRule('.css-1::-moz-focus-inner{border-style:none;}', chromiumLike)).toBe(false);
    expect(acceptsRule('.css-2:-ms-input-placeholder{opacity:0;}', chromiumLike)).toBe(false);
    expect(acceptsRule('.css-2::-webkit-input-placeholder{opacity:0;}', chromiumLike)).toBe(true);
    expect(acceptsRule('@media (hover: none){.css-3::-moz-placeholder{color:red;}}', chromiumLike)).toBe(false);
    expect(acceptsRule('@media (hover: none){.css-3:hover{color:red;}}', chromiumLike)).toBe(true);
  });

  it("hands the browser's sheet only the rules it accepts, asking once per pseudo", () => {
    const probe = vi.fn((selector: string) => !selector.includes('-moz-'));
    const cache = createStyleCache(probe);
    cache.sheet.insert('.a::-moz-focus-inner{border-style:none;}');
    cache.sheet.insert('.b::-moz-focus-inner{border-style:none;}');
    cache.sheet.insert('.a{color:red;}');
    cache.sheet.insert('.a::-webkit-input-placeholder{opacity:0;}');
    const inserted = cache.sheet.tags.map((tag) => tag.textContent).join('');
    expect(inserted).toBe('.a{color:red;}.a::-webkit-input-placeholder{opacity:0;}');
    expect(probe.mock.calls).toEqual([['*::-moz-focus-inner'], ['*::-webkit-input-placeholder']]);
  });
});
