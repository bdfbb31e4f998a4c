/**
 * SVG is text that browsers execute, so an uploaded SVG is accepted only when it carries nothing
 * active: no script or foreign content, no event handlers, no javascript:/data: links, no external
 * references, no entities. Anything doubtful is refused rather than rewritten.
 */
const SVG_START = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
const DANGEROUS = [
  /<script/i,
  /<foreignObject/i,
  /<iframe|<embed|<object|<audio|<video|<image|<use/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /data:/i,
  /<!DOCTYPE|<!ENTITY/i,
  /(xlink:)?href\s*=\s*["'](?!#)/i,
  /url\(\s*["']?(?!#)/i,
  /<style[\s\S]*@import/i,
];

export function looksLikeSvg(data: Buffer): boolean {
  return SVG_START.test(
    data
      .subarray(0, 2048)
      .toString('utf8')
      .replace(/^\uFEFF/, ''),
  );
}

export function isSafeSvg(data: Buffer): boolean {
  const text = data.toString('utf8');
  if (text.includes('\u0000')) return false;
  return DANGEROUS.every((pattern) => !pattern.test(text));
}
