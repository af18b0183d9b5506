/**
 * Product illustrations: one SVG per product, drawn from its name and kind with a palette picked from its slug,
 * so the catalogue needs no external images and the same product always looks the same.
 */

export const ILLUSTRATIONS = ['hamper', 'box', 'bottle', 'plant', 'candle', 'mug', 'chocolate', 'gadget', 'notebook', 'spa', 'voucher'] as const;
export type TIllustration = (typeof ILLUSTRATIONS)[number];

/** FNV-1a, 32 bit: a stable number from a string (palettes, file names, seeded generators). */
export function hash32(s: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// [background, soft, main, dark, accent]
const PALETTES: [string, string, string, string, string][] = [
  ['#fdf2e9', '#f8d9c0', '#d9653b', '#7a2e14', '#2f6b4f'],
  ['#eef6f1', '#cfe8d9', '#3d8b62', '#1f4a34', '#e0a32e'],
  ['#f1f0fb', '#d8d5f3', '#5b4fc4', '#2d2670', '#f08a5d'],
  ['#fff6e0', '#ffe3a3', '#d99a12', '#6b4a05', '#b83b5e'],
  ['#fbeef2', '#f3cbd8', '#c2456f', '#6a1d38', '#3f7cac'],
  ['#eaf4fb', '#c6e1f3', '#2f7fb8', '#16405e', '#f2b134'],
  ['#f4f1ea', '#e2d9c4', '#8a6d3b', '#45361c', '#4f8a8b'],
  ['#eef7f7', '#c9e7e6', '#2a9d8f', '#14504a', '#e76f51'],
  ['#f7f0f8', '#e6d0ea', '#8e4a9e', '#45214d', '#5fa35a'],
  ['#f3f6ec', '#dbe6c4', '#6a8f2c', '#334716', '#c8553d'],
  ['#f9efe9', '#edd3c4', '#a0522d', '#4e2713', '#2e86ab'],
  ['#eff1f5', '#d3d9e4', '#44546a', '#1f2733', '#e9b44c'],
];

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Which drawing suits a product: words in its name first, then its type term. */
export function illustrationFor(p: { type: 'physical' | 'voucher'; name: string; typeSlugs?: string[] }): TIllustration {
  if (p.type === 'voucher') return 'voucher';
  const n = p.name.toLowerCase();
  const words = (...ws: string[]) => new RegExp(`\\b(${ws.join('|')})s?\\b`);
  const byName: [RegExp, TIllustration][] = [
    [words('hamper', 'basket', 'crate'), 'hamper'],
    [words('candle', 'diffuser', 'wax melt'), 'candle'],
    [words('gin', 'wine', 'prosecco', 'champagne', 'whisky', 'rum', 'vodka', 'beer', 'ale', 'cider', 'sake', 'port', 'cocktail'), 'bottle'],
    [words('plant', 'succulent', 'cactus', 'cacti', 'bonsai', 'orchid', 'fern', 'terrarium', 'seed', 'herb garden', 'bulb'), 'plant'],
    [words('coffee', 'tea', 'espresso', 'matcha', 'cocoa', 'hot chocolate', 'mug'), 'mug'],
    [words('chocolate', 'truffle', 'fudge', 'brownie', 'toffee', 'sweet', 'macaron', 'cookie', 'biscuit'), 'chocolate'],
    [words('speaker', 'charger', 'earbud', 'headphone', 'power bank', 'lamp', 'tracker', 'gadget', 'camera', 'keyboard', 'mouse'), 'gadget'],
    [words('notebook', 'journal', 'planner', 'pen', 'stationery', 'notecard', 'desk set'), 'notebook'],
    [words('spa', 'bath', 'soak', 'skincare', 'balm', 'lotion', 'pamper', 'massage', 'sleep', 'wellness', 'self-care'), 'spa'],
  ];
  for (const [re, kind] of byName) if (re.test(n)) return kind;
  const byType: Record<string, TIllustration> = {
    hampers: 'hamper',
    alcohol: 'bottle',
    plants: 'plant',
    'coffee-tea': 'mug',
    'sweet-treats': 'chocolate',
    tech: 'gadget',
    stationery: 'notebook',
    wellbeing: 'spa',
  };
  for (const t of p.typeSlugs ?? []) if (byType[t]) return byType[t];
  return 'box';
}

/** The stored image name of a generated illustration; the name's hash changes it when the label would. */
export const generatedImagePath = (kind: TIllustration, slug: string, name: string) => `gen-${kind}-${slug.slice(0, 60)}-${hash32(name).toString(36)}.svg`;

const GENERATED_RE = new RegExp(`^gen-(${ILLUSTRATIONS.join('|')})-[a-z0-9-]+\\.svg$`);
export const generatedKind = (file: string): TIllustration | null => (GENERATED_RE.exec(file)?.[1] as TIllustration | undefined) ?? null;

type TPal = { bg: string; soft: string; main: string; dark: string; accent: string };

// Each drawing sits in a 400 × 400 box, drawn in its upper 310 px and moved down to the middle.
const DRAW: Record<TIllustration, (c: TPal, extra: string) => string> = {
  hamper: (c) => `
    <path d="M120 150 Q200 40 280 150" fill="none" stroke="${c.dark}" stroke-width="12" stroke-linecap="round"/>
    <rect x="150" y="100" width="22" height="70" rx="6" fill="${c.accent}"/><rect x="154" y="86" width="14" height="20" rx="3" fill="${c.dark}"/>
    <circle cx="215" cy="140" r="28" fill="${c.main}"/><circle cx="252" cy="150" r="20" fill="${c.accent}" opacity=".85"/>
    <path d="M95 160 H305 L285 270 H115 Z" fill="${c.main}"/>
    <path d="M95 160 H305 L285 270 H115 Z" fill="url(#weave)" opacity=".45"/>
    <rect x="88" y="150" width="224" height="22" rx="8" fill="${c.dark}"/>
    <path d="M200 172 v98" stroke="${c.accent}" stroke-width="10"/>`,
  box: (c) => `
    <rect x="105" y="150" width="190" height="125" rx="10" fill="${c.main}"/>
    <rect x="92" y="122" width="216" height="42" rx="8" fill="${c.dark}"/>
    <rect x="187" y="122" width="26" height="153" fill="${c.accent}"/>
    <path d="M200 122 C160 70 120 100 150 122 Z M200 122 C240 70 280 100 250 122 Z" fill="${c.accent}"/>
    <circle cx="200" cy="120" r="11" fill="${c.dark}"/>`,
  bottle: (c) => `
    <path d="M180 60 h40 v60 q30 25 30 60 v100 q0 10 -10 10 h-80 q-10 0 -10 -10 v-100 q0 -35 30 -60 Z" fill="${c.dark}"/>
    <rect x="180" y="52" width="40" height="16" rx="4" fill="${c.accent}"/>
    <rect x="158" y="190" width="84" height="62" rx="6" fill="${c.soft}"/>
    <rect x="170" y="205" width="60" height="8" rx="4" fill="${c.main}"/><rect x="178" y="222" width="44" height="6" rx="3" fill="${c.main}" opacity=".6"/>
    <path d="M268 170 h44 q0 50 -22 58 v34 h16 v8 h-40 v-8 h16 v-34 q-22 -8 -22 -58 Z" fill="${c.main}" opacity=".9"/>`,
  plant: (c) => `
    <path d="M200 190 C170 150 150 120 120 110 C140 150 160 175 200 195 Z" fill="${c.main}"/>
    <path d="M200 190 C230 140 260 115 295 108 C270 150 245 178 200 195 Z" fill="${c.main}" opacity=".85"/>
    <path d="M200 195 C190 140 195 95 210 60 C225 105 220 150 200 195 Z" fill="${c.dark}" opacity=".8"/>
    <path d="M200 195 C175 175 150 178 128 190 C155 200 178 204 200 198 Z" fill="${c.dark}" opacity=".6"/>
    <path d="M140 195 H260 L245 275 H155 Z" fill="${c.accent}"/>
    <rect x="132" y="188" width="136" height="20" rx="6" fill="${c.dark}"/>`,
  candle: (c) => `
    <path d="M200 80 C188 98 188 112 200 120 C212 112 212 98 200 80 Z" fill="${c.accent}"/>
    <rect x="197" y="118" width="6" height="22" fill="${c.dark}"/>
    <rect x="130" y="135" width="140" height="140" rx="18" fill="${c.soft}" stroke="${c.dark}" stroke-width="5"/>
    <rect x="138" y="150" width="124" height="118" rx="12" fill="${c.main}" opacity=".35"/>
    <rect x="150" y="185" width="100" height="52" rx="6" fill="#fff"/>
    <rect x="165" y="200" width="70" height="8" rx="4" fill="${c.main}"/><rect x="175" y="216" width="50" height="6" rx="3" fill="${c.dark}" opacity=".5"/>`,
  mug: (c) => `
    <path d="M175 70 q-15 20 0 40 q15 20 0 40 M215 70 q-15 20 0 40 q15 20 0 40" fill="none" stroke="${c.dark}" stroke-width="6" stroke-linecap="round" opacity=".35"/>
    <path d="M265 175 h20 a32 32 0 0 1 0 64 h-20" fill="none" stroke="${c.dark}" stroke-width="14"/>
    <rect x="120" y="160" width="150" height="115" rx="20" fill="${c.main}"/>
    <rect x="120" y="160" width="150" height="18" rx="9" fill="${c.dark}"/>
    <circle cx="195" cy="222" r="22" fill="${c.accent}"/>
    <ellipse cx="195" cy="282" rx="110" ry="10" fill="${c.dark}" opacity=".25"/>`,
  chocolate: (c) => `
    <g transform="rotate(-12 200 190)">
      <rect x="110" y="110" width="180" height="150" rx="10" fill="${c.dark}"/>
      ${[0, 1, 2]
        .flatMap((r) => [0, 1, 2, 3].map((k) => `<rect x="${122 + k * 42}" y="${122 + r * 42}" width="34" height="34" rx="5" fill="${c.main}" opacity=".55"/>`))
        .join('')}
      <path d="M110 205 H290 V250 a10 10 0 0 1 -10 10 H120 a10 10 0 0 1 -10 -10 Z" fill="${c.accent}"/>
      <rect x="160" y="222" width="80" height="10" rx="5" fill="#fff" opacity=".8"/>
    </g>`,
  gadget: (c) => `
    <rect x="125" y="85" width="150" height="190" rx="28" fill="${c.dark}"/>
    <circle cx="200" cy="200" r="52" fill="${c.main}"/><circle cx="200" cy="200" r="30" fill="${c.dark}"/><circle cx="200" cy="200" r="12" fill="${c.soft}"/>
    <circle cx="200" cy="122" r="16" fill="${c.main}"/><circle cx="200" cy="122" r="7" fill="${c.dark}"/>
    <circle cx="165" cy="262" r="4" fill="${c.accent}"/><circle cx="200" cy="262" r="4" fill="${c.accent}"/><circle cx="235" cy="262" r="4" fill="${c.accent}"/>`,
  notebook: (c) => `
    <rect x="120" y="80" width="150" height="195" rx="10" fill="${c.main}"/>
    <rect x="120" y="80" width="24" height="195" rx="8" fill="${c.dark}"/>
    <rect x="165" y="120" width="80" height="44" rx="6" fill="${c.soft}"/>
    <rect x="258" y="80" width="8" height="195" fill="${c.accent}"/>
    <g transform="rotate(28 290 180)"><rect x="282" y="90" width="16" height="170" rx="6" fill="${c.accent}"/><path d="M282 260 l8 22 l8 -22 Z" fill="${c.dark}"/></g>`,
  spa: (c) => `
    <rect x="125" y="120" width="70" height="155" rx="16" fill="${c.main}"/>
    <rect x="150" y="90" width="20" height="34" fill="${c.dark}"/><path d="M145 88 h50 v10 h-50 Z" fill="${c.dark}"/>
    <rect x="135" y="175" width="50" height="50" rx="6" fill="${c.soft}"/>
    <rect x="215" y="200" width="80" height="75" rx="14" fill="${c.accent}"/><rect x="210" y="190" width="90" height="20" rx="8" fill="${c.dark}"/>
    <ellipse cx="260" cy="150" rx="40" ry="24" fill="${c.soft}" stroke="${c.dark}" stroke-width="4"/>
    <path d="M230 150 q30 -18 60 0" fill="none" stroke="${c.dark}" stroke-width="3"/>`,
  // The brand is not printed on the card: the portal shows it beside the image.
  voucher: (c) => `
    <rect x="70" y="95" width="260" height="165" rx="18" fill="${c.main}"/>
    <rect x="70" y="95" width="260" height="165" rx="18" fill="url(#shine)"/>
    <rect x="255" y="95" width="26" height="165" fill="${c.accent}"/>
    <path d="M268 140 C240 100 215 125 245 140 Z M268 140 C296 100 321 125 291 140 Z" fill="${c.accent}"/>
    <rect x="92" y="128" width="120" height="14" rx="7" fill="#fff" opacity=".85"/><rect x="92" y="152" width="80" height="10" rx="5" fill="#fff" opacity=".6"/>
    <text x="92" y="236" font-family="Helvetica, Arial, sans-serif" font-size="16" fill="#fff" opacity=".85">eGift card</text>`,
};

/**
 * The SVG document for a product; deterministic for the same kind, slug and name. No caption: the portal prints the
 * name beside every image, so the picture carries it only as its accessible name (a caption would repeat it, clipped).
 */
export function productSvg(p: { kind: TIllustration; slug: string; name: string; brandName?: string | null }): string {
  const [bg, soft, main, dark, accent] = PALETTES[hash32(p.slug) % PALETTES.length]!;
  const c: TPal = { bg, soft, main, dark, accent };
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(p.name)}">
  <defs>
    <pattern id="weave" width="16" height="16" patternUnits="userSpaceOnUse"><path d="M0 8 h16 M8 0 v16" stroke="${c.dark}" stroke-width="3"/></pattern>
    <linearGradient id="shine" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".25"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="400" height="400" fill="${c.bg}"/>
  <g transform="translate(0 25)">
  <circle cx="200" cy="175" r="135" fill="${c.soft}" opacity=".7"/>
  ${DRAW[p.kind](c, p.brandName ?? p.name)}
  </g>
</svg>
`;
}
