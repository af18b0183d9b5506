/**
 * The theme fonts, served from our own host (spec 2 §3 Font, §7; issue 14): a served font's stylesheet holds the
 * @font-face rules of the variants a page loads (regular, bold and their italics, or all on asking), read from its
 * @fontsource package with the files' addresses made ours; the files are the package's woff2 files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { findHostedFont, variantFile, variantsToLoad, type TFont } from '@gifthub/shared/fonts';

// Resolved through the packages (not a node_modules path) so source, tests and dist/server.js all find them.
const require = createRequire(import.meta.url);

type TPackage = { dir: string; version: string };
const packages = new Map<string, TPackage | null>();
/** The font's package folder and version; null when it is not installed. */
function packageOf(font: TFont): TPackage | null {
  if (!packages.has(font.id)) {
    try {
      const file = require.resolve(`@fontsource/${font.id}/package.json`);
      packages.set(font.id, { dir: path.dirname(file), version: (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version });
    } catch {
      packages.set(font.id, null);
    }
  }
  return packages.get(font.id) ?? null;
}

// A rule's sources in the package: its woff2 then its woff. Ours name the woff2 only (every browser we serve reads it).
const SRC = /src:\s*url\(\.\/files\/([a-z0-9-]+)\.woff2\)\s*format\('woff2'\)(?:,\s*url\([^)]*\)\s*format\('woff'\))?/g;

const stylesheets = new Map<string, string | null>();
/**
 * The stylesheet of a served font by id; `all`: every variant. Undefined for a font the catalogue does not serve,
 * null for one whose package is missing or holds none of its variants (the caller logs both: spec 2 §8).
 */
export function fontStylesheet(id: string, all: boolean): string | null | undefined {
  const font = findHostedFont(id);
  if (!font) return undefined;
  const key = `${id}:${all}`;
  if (!stylesheets.has(key)) {
    const pkg = packageOf(font);
    const rules = pkg
      ? variantsToLoad(font, all)
          .map((v) => path.join(pkg.dir, `${variantFile(v)}.css`))
          .filter((f) => existsSync(f))
          .map((f) => readFileSync(f, 'utf8').replace(SRC, (_m, name: string) => `src: url(files/${font.id}/${pkg.version}/${name}.woff2) format('woff2')`))
      : [];
    stylesheets.set(key, rules.length ? rules.join('\n') : null);
  }
  return stylesheets.get(key);
}

/** A font file's path on disk: a served font's woff2 of the installed version; undefined for anything else. */
export function fontFile(id: string, version: string, file: string): string | undefined {
  const font = findHostedFont(id);
  const pkg = font ? packageOf(font) : null;
  if (!pkg || version !== pkg.version || !/^[a-z0-9-]+\.woff2$/.test(file) || !file.startsWith(`${id}-`)) return undefined;
  const full = path.join(pkg.dir, 'files', file);
  return existsSync(full) ? full : undefined;
}
