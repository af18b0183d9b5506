import { gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets } from './check-bundle-budget.mjs';

// A fake build: random bytes do not compress, so a chunk's gzip size is about its length.
const files: Record<string, Buffer> = {
  'assets/gift.js': randomBytes(20_000),
  'assets/react.js': randomBytes(70_000),
  'assets/main.js': randomBytes(150 * 1024),
  'assets/login.js': randomBytes(10 * 1024),
  'assets/layout.js': randomBytes(30 * 1024),
  'assets/dashboard.js': randomBytes(90 * 1024),
  'assets/admin.js': randomBytes(500 * 1024),
};
const manifest = {
  'gift.html': { file: 'assets/gift.js', isEntry: true, imports: ['_react.js'] },
  'index.html': { file: 'assets/main.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/features/auth/components/login-page.tsx', 'src/features/admin/x.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  'src/features/auth/components/login-page.tsx': { file: 'assets/login.js', imports: ['_react.js'] },
  'src/app/layout/authenticated-layout.tsx': { file: 'assets/layout.js' },
  'src/features/dashboard/components/dashboard-page.tsx': { file: 'assets/dashboard.js', imports: ['_react.js'] },
  'src/features/admin/x.tsx': { file: 'assets/admin.js' },
};
const gz = (f: string) => gzipSync(files[f]!, { level: 9 }).length;
// The fake build has the first three pages' modules (the campaign page shares the claim page's entry).
const budgets = BUDGETS.slice(0, 3);

describe('check-bundle-budget', () => {
  it('counts the entry, its imports once each and the route chunks, never other lazy chunks', () => {
    const { pages } = checkBudgets({ budgets, manifest, fileBytes: (f: string) => files[f]! });
    const byPage = Object.fromEntries(pages.map((p: { page: string; bytes: number }) => [p.page, p.bytes]));
    expect(byPage[BUDGETS[0]!.page]).toBe(gz('assets/gift.js') + gz('assets/react.js'));
    expect(byPage[BUDGETS[1]!.page]).toBe(gz('assets/main.js') + gz('assets/react.js') + gz('assets/login.js'));
    expect(byPage[BUDGETS[2]!.page]).toBe(gz('assets/main.js') + gz('assets/react.js') + gz('assets/layout.js') + gz('assets/dashboard.js'));
  });

  it('fails with a clear message for each page over its budget', () => {
    const { problems } = checkBudgets({ budgets, manifest, fileBytes: (f: string) => files[f]! });
    // gift ≈ 90 KB > 80 KB; login ≈ 228 KiB > 200 KiB; dashboard ≈ 338 KiB > 250 KiB.
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^claim page .* loads 9\d\.\d KB of JavaScript \(gzip\), over its budget of 80\.0 KB/);
    expect(problems[1]).toMatch(/^login .* over its budget of 200\.0 KiB/);
    expect(problems[2]).toMatch(/^dashboard .* over its budget of 250\.0 KiB/);
  });

  it('passes pages within budget, and names an entry or a route module that is missing', () => {
    const small: Record<string, Buffer> = { ...files, 'assets/react.js': randomBytes(10), 'assets/main.js': randomBytes(10), 'assets/dashboard.js': randomBytes(10) };
    expect(checkBudgets({ budgets, manifest, fileBytes: (f: string) => small[f]! }).problems).toEqual([]);
    const without = (key: string) => Object.fromEntries(Object.entries(manifest).filter(([k]) => k !== key));
    const noGift = without('gift.html');
    const { problems } = checkBudgets({ budgets, manifest: noGift, fileBytes: (f: string) => small[f]!, sourceExists: (src: string) => !src.includes('dashboard') });
    expect(problems).toEqual([expect.stringMatching(/the entry gift\.html is not in the manifest/)]);
    const renamed = without('src/features/dashboard/components/dashboard-page.tsx');
    expect(checkBudgets({ budgets, manifest: renamed, fileBytes: (f: string) => small[f]!, sourceExists: (src: string) => !src.includes('dashboard') }).problems).toEqual([
      expect.stringMatching(/dashboard .*: the route module src\/features\/dashboard\/components\/dashboard-page\.tsx does not exist/),
    ]);
  });
});
