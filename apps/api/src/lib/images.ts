/** What the bytes are, not what the name or the declared type says: PNG, JPEG, GIF, WebP signatures, or an SVG document. */
export function imageTypeOf(buf: Buffer): string | null {
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.subarray(0, 6).toString('latin1') === 'GIF87a' || buf.subarray(0, 6).toString('latin1') === 'GIF89a') return 'image/gif';
  if (buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  const head = buf.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  // An XML declaration, comments and a doctype may come before the root element (svgProblem refuses a doctype).
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'image/svg+xml';
  return null;
}

export const unsafeSvgText = 'SVG images must not contain scripts, event handlers, embedded HTML or links to other files.';

/**
 * What makes an SVG unsafe to serve as an image someone may open on its own: scripts and event handlers, embedded
 * HTML (foreignObject, iframe…), javascript: URLs, references outside the document (href to anything but #id,
 * url(…) to anything but #id, CSS @import) and DTDs (entities). Matched with character references decoded, so
 * `&#106;avascript:` does not slip through.
 */
export function svgProblem(svg: string): string | null {
  const decode = (n: number) => String.fromCodePoint(n % 0x110000);
  const text = svg.replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => decode(parseInt(h, 16))).replace(/&#(\d+);?/g, (_, d: string) => decode(Number(d)));
  const unsafe = [
    /<\s*script/i,
    /<\s*foreignObject/i,
    /<\s*(iframe|embed|object|audio|video|handler|listener)\b/i,
    /<!DOCTYPE|<!ENTITY/i,
    /[\s"'/]on[a-z]+\s*=/i,
    /javascript\s*:/i,
    /(?:^|[\s"'])(?:xlink:)?href\s*=\s*(["'])(?!\s*#)/i,
    /url\s*\(\s*(["']?)(?!\s*#)/i,
    /@import/i,
  ];
  return unsafe.some((re) => re.test(text)) ? unsafeSvgText : null;
}

/** The type of a safe image: imageTypeOf, with an unsafe SVG (svgProblem) answering null. */
export function sniffImage(buf: Buffer): string | null {
  const type = imageTypeOf(buf);
  return type === 'image/svg+xml' && svgProblem(buf.toString('utf8')) ? null : type;
}
