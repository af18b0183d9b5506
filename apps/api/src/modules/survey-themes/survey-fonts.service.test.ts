import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { HOSTED_FONTS } from '@gifthub/shared/fonts';
import { fontStylesheet } from './survey-fonts.service';

const require = createRequire(import.meta.url);
type TMeta = { family: string; category: string; weights: number[]; styles: string[] };

describe('the served fonts', () => {
  it("match their packages' metadata (family, category, weights, italics), each with a stylesheet of our own files", () => {
    for (const font of HOSTED_FONTS) {
      const meta = JSON.parse(readFileSync(require.resolve(`@fontsource/${font.id}/metadata.json`), 'utf8')) as TMeta;
      expect(font.name, font.id).toBe(meta.family);
      expect(font.category, font.id).toBe(meta.category);
      expect([...new Set(font.variants.map((v) => v.weight))], font.id).toEqual(meta.weights);
      expect(font.variants.some((v) => v.italic), font.id).toBe(meta.styles.includes('italic'));
      const css = fontStylesheet(font.id, false);
      expect(css, font.id).toContain(`font-family: '${font.name}'`);
      expect(css, font.id).toMatch(/src: url\(files\/[a-z0-9-]+\/[\d.]+\/[a-z0-9-]+\.woff2\) format\('woff2'\)/);
      expect(css, font.id).not.toContain('./files/');
    }
  });
});
