import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sanitizeSvg } from './svg.sanitizer';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';

const sanitized = async (text: string) => (await sanitizeSvg(Buffer.from(text)))?.toString('utf8') ?? null;

/** The document a browser would build from the stored file: null when it is not a well-formed SVG. */
function parsed(text: string): Document | null {
  const document = new new JSDOM('').window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  return root.namespaceURI === 'http://www.w3.org/2000/svg' && root.localName === 'svg' ? document : null;
}

/**
 * Nothing in the stored file can run or fetch: no script in any namespace, no event handler, no
 * animation (which can set an href), no foreign content, no link or reference leaving the file,
 * no DTD.
 */
function expectInert(text: string | null): void {
  if (text === null) return;
  const document = parsed(text);
  expect(document, text).not.toBeNull();
  const elements = Array.from(document!.getElementsByTagNameNS('*', '*'));
  for (const element of elements) {
    expect(element.namespaceURI, text).toBe('http://www.w3.org/2000/svg');
    expect(['script', 'set', 'animate', 'foreignObject', 'iframe', 'handler'], text).not.toContain(element.localName);
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.localName, text).not.toMatch(/^on/i);
      expect(attribute.value, text).not.toMatch(/javascript:|vbscript:/i);
      if (attribute.localName === 'href') expect(attribute.value, text).toMatch(/^#|^data:image\/png;base64,/);
      if (!attribute.name.startsWith('xmlns')) expect(attribute.value, text).not.toMatch(/https?:|url\((?!#)/i);
    }
  }
  expect(text).not.toMatch(/<!DOCTYPE|<!ENTITY|<!\[CDATA\[|<\?xml-stylesheet/i);
  expect(text).not.toMatch(/alert|evil/);
}

describe('uploaded SVG sanitizer', () => {
  const attacks: Record<string, string> = {
    'namespaced script': `<svg ${SVG}><x:script xmlns:x="http://www.w3.org/2000/svg">alert(document.domain)</x:script><circle r="4"/></svg>`,
    'script in the XHTML namespace': `<svg ${SVG}><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>`,
    'animated javascript: href (set)': `<svg ${SVG} ${XLINK}><a><set attributeName="href" to="&#106;avascript:alert(1)"/><text y="20">clic</text></a></svg>`,
    'animated javascript: href (animate)': `<svg ${SVG} ${XLINK}><a><animate attributeName="xlink:href" values="javascript:alert(1)"/><text y="20">clic</text></a></svg>`,
    'classic script': `<svg ${SVG}><script>alert(document.cookie)</script><rect width="1" height="1"/></svg>`,
    'script in CDATA': `<svg ${SVG}><script><![CDATA[ alert(1) ]]></script></svg>`,
    'onload on the root and a child': `<svg ${SVG} onload="alert(1)"><circle r="2" onclick="alert(2)" OnMouseOver="alert(3)"/></svg>`,
    foreignObject: `<svg ${SVG}><foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(1)"/><img src="x" onerror="alert(1)"/></body></foreignObject></svg>`,
    'xlink:href javascript:': `<svg ${SVG} ${XLINK}><a xlink:href="javascript:alert(1)"><text>x</text></a><a href="&#x6A;ava&#x09;script:alert(2)"><text>y</text></a></svg>`,
    'external use': `<svg ${SVG} ${XLINK}><use href="http://evil.example/sprite.svg#icon"/><use xlink:href="data:image/svg+xml;base64,PHN2Zy8+#x"/></svg>`,
    'external image and css': `<svg ${SVG}><image href="https://evil.example/pixel.png"/><rect style="fill:url(http://evil.example/a.svg#g)" filter="url(https://evil.example/f.svg#f)"/><style>@import url(http://evil.example/x.css); .a{fill:red}</style><style>.b{background:u\\72l(http://evil.example/y)}</style></svg>`,
    'stylesheet processing instruction': `<?xml version="1.0"?><?xml-stylesheet href="http://evil.example/x.xsl" type="text/xsl"?><svg ${SVG}><circle r="1"/></svg>`,
    'plain-text entity spelling markup': `<!DOCTYPE svg [<!ENTITY lt2 "&#60;script&#62;alert(1)&#60;/script&#62;">]><svg ${SVG}><text>&lt2;</text></svg>`,
  };

  it.each(Object.entries(attacks))('leaves nothing active from: %s', async (_name, attack) => {
    expect(looksLikeSvg(Buffer.from(attack))).toBe(true);
    expectInert(await sanitized(attack));
  });

  it('refuses entity tricks outright: external entities (XXE), markup in an entity, entity bombs', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg ${SVG}><text>&xxe;</text></svg>`;
    const unused = `<!DOCTYPE svg [<!ENTITY xxe SYSTEM "http://evil.example/x">]><svg ${SVG}><circle r="1"/></svg>`;
    const parameter = `<!DOCTYPE svg [<!ENTITY % p SYSTEM "http://evil.example/x.dtd"> %p;]><svg ${SVG}/>`;
    const markup = `<!DOCTYPE svg [<!ENTITY s "<script>alert(1)</script>">]><svg ${SVG}>&s;</svg>`;
    const bomb = `<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><svg ${SVG}><text>&c;</text></svg>`;
    const undeclared = `<svg ${SVG}><text>&nbsp;</text></svg>`;
    for (const attack of [xxe, unused, parameter, markup, bomb, undeclared]) expect(await sanitized(attack)).toBeNull();
  });

  it('keeps an old Illustrator export whose namespaces are plain-text entities', async () => {
    const old = `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
  <!ENTITY ns_svg "http://www.w3.org/2000/svg">
  <!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
]>
<svg version="1.1" xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" width="20" height="20" viewBox="0 0 20 20">
  <circle fill="#D32F2F" cx="10" cy="10" r="9"/>
</svg>`;
    const clean = await sanitized(old);
    expectInert(clean);
    expect(parsed(clean!)?.getElementsByTagName('circle')[0]?.getAttribute('fill')).toBe('#D32F2F');
  });

  it('refuses what is not an SVG document: no SVG namespace, broken XML, a NUL byte', async () => {
    expect(await sanitized('<svg><circle r="1"/></svg>')).toBeNull();
    expect(await sanitized(`<svg ${SVG}><circle r="1"></svg>`)).toBeNull();
    expect(await sanitized(`<svg ${SVG}><text>a\u0000b</text></svg>`)).toBeNull();
    expect(await sanitized(`<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>`)).toBeNull();
  });

  it('keeps a normal logo whole: prolog, CDATA styles, gradients, local use, text and an embedded raster', async () => {
    const logo = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<!-- Generator: Adobe Illustrator -->
<svg ${SVG} ${XLINK} version="1.1" viewBox="0 0 120 40" width="120" height="40">
  <defs>
    <style><![CDATA[ .cls-1 { fill: url(#grad); } .cls-1 > .x { opacity: .5 } ]]></style>
    <linearGradient id="grad" x1="0" y1="0" x2="1" y2="0" gradientUnits="objectBoundingBox">
      <stop offset="0" stop-color="#1565c0"/><stop offset="1" stop-color="#ff6f00"/>
    </linearGradient>
    <filter id="blur"><feGaussianBlur stdDeviation="1"/></filter>
    <path id="bolt" d="M0 0L10 20L5 20L15 40"/>
  </defs>
  <title>Gimnasio Fuerza &amp; Salud</title>
  <rect class="cls-1" width="40" height="40" rx="6" fill="url(#grad)" filter="url(#blur)"/>
  <use xlink:href="#bolt" x="12" fill="#fff"/>
  <image width="4" height="4" href="data:image/png;base64,iVBORw0KGgo="/>
  <text x="46" y="26" font-family="Arial" font-size="14" fill="#263238">Fuerza&#160;&amp;&#160;Salud</text>
</svg>`;
    const clean = await sanitized(logo);
    expect(clean).not.toBeNull();
    expectInert(clean);
    const document = parsed(clean!)!;
    const svg = document.documentElement;
    expect(svg.getAttribute('viewBox')).toBe('0 0 120 40');
    expect(document.getElementsByTagName('linearGradient')).toHaveLength(1);
    expect(document.getElementsByTagName('feGaussianBlur')[0]?.getAttribute('stdDeviation')).toBe('1');
    expect(document.getElementsByTagName('style')[0]?.textContent).toContain('.cls-1 { fill: url(#grad); }');
    expect(document.getElementsByTagName('rect')[0]?.getAttribute('fill')).toBe('url(#grad)');
    expect(document.getElementsByTagName('use')[0]?.getAttributeNS('http://www.w3.org/1999/xlink', 'href')).toBe(
      '#bolt',
    );
    expect(document.getElementsByTagName('image')[0]?.getAttribute('href')).toMatch(/^data:image\/png;base64,/);
    expect(document.getElementsByTagName('text')[0]?.textContent).toBe('Fuerza\u00a0&\u00a0Salud');
    expect(document.getElementsByTagName('title')[0]?.textContent).toBe('Gimnasio Fuerza & Salud');
    // Stored once more it is the same file: nothing left to remove.
    expect(await sanitized(clean!)).toBe(clean);
  });
});
