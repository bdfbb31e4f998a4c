import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('turns every character that could open markup or close an attribute into its entity', () => {
    expect(escapeHtml(`<img src="x" onerror='alert(1)'> & más`)).toBe(
      '&lt;img src=&quot;x&quot; onerror=&#39;alert(1)&#39;&gt; &amp; más',
    );
  });
});
