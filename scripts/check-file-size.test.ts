import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countLines, oversizedFiles } from './check-file-size.mjs';

const lines = (n: number) => 'export const x = 1;\n'.repeat(n);

describe('check-file-size', () => {
  let root = '';
  const put = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'gifthub-file-size-'));
    put('apps/api/src/modules/billing/billing.service.ts', lines(501));
    put('apps/web/src/components/big-modal.tsx', lines(600));
    put('packages/shared/src/rules.ts', lines(502));
    put('e2e/tests/long.spec.ts', lines(503));
    put('apps/api/src/modules/billing/billing.routes.ts', lines(500));
    put('apps/api/src/db/seed-catalogue.ts', lines(900));
    put('apps/api/src/db/migrations/0001_big.ts', lines(900));
    put('apps/web/src/node_modules/dep/index.ts', lines(900));
    put('apps/api/bench/outside-src.ts', lines(900));
    put('apps/api/src/notes.md', lines(900));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('names every .ts/.tsx over 500 lines under apps/*/src, packages/*/src and e2e, longest first', () => {
    expect(oversizedFiles(root)).toEqual([
      { file: 'apps/web/src/components/big-modal.tsx', lines: 600 },
      { file: 'e2e/tests/long.spec.ts', lines: 503 },
      { file: 'packages/shared/src/rules.ts', lines: 502 },
      { file: 'apps/api/src/modules/billing/billing.service.ts', lines: 501 },
    ]);
  });

  it('passes a tree where the only long files are seed data and generated migrations', () => {
    expect(oversizedFiles(root, { maxLines: 1000 })).toEqual([]);
    expect(oversizedFiles(root, { allowed: [] }).map((o) => o.file)).toContain('apps/api/src/db/seed-catalogue.ts');
  });

  it('counts lines as wc -l does, plus an unterminated last line', () => {
    expect([countLines(''), countLines('a'), countLines('a\n'), countLines('a\nb'), countLines('a\nb\n')]).toEqual([0, 1, 1, 2, 2]);
  });
});
