import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findCycles, findModuleCycles } from './check-cycles.mjs';

describe('check-cycles', () => {
  let root = '';
  const put = (files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
  };
  const cyclesIn = () => findCycles(root, ['src']).cycles;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'gifthub-cycles-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('fails on services that import each other at load time, through a third file too', () => {
    put({
      'src/billing.service.ts': "import { teamName } from './teams.service';\nexport const balance = () => teamName();\n",
      'src/teams.service.ts': "import { fee } from './payments.service';\nexport const teamName = () => fee();\n",
      'src/payments.service.ts': "export { balance } from './billing.service';\nexport const fee = () => 1;\n",
      'src/users.service.ts': "import * as self from './users.service';\nexport const users = () => self;\n",
    });
    expect(cyclesIn()).toEqual(expect.arrayContaining([['src/billing.service.ts', 'src/payments.service.ts', 'src/teams.service.ts'], ['src/users.service.ts']]));
    expect(cyclesIn()).toHaveLength(2);
  });

  it('passes type-only imports and lazy import() both ways', () => {
    put({
      'src/billing.service.ts': "import type { TTeam } from './teams.service';\nexport type TBalance = { team: TTeam };\nexport const lazy = () => import('./teams.service');\n",
      'src/teams.service.ts': "import { type TBalance } from './billing.service';\nexport type TTeam = { balance?: TBalance };\nexport const x = 1;\n",
    });
    expect(cyclesIn()).toEqual([]);
  });

  it('fails on API modules whose services depend on each other, type imports included; routes and repositories do not count', () => {
    put({
      'mods/billing/billing.service.ts': "import type { TTeamAccess } from '../teams/team-access';\nexport const balance = (a: TTeamAccess) => a;\n",
      'mods/teams/team-access.ts': 'export type TTeamAccess = { id: number };\n',
      'mods/teams/team-view.service.ts': "import { balance } from '../billing/billing.service';\nexport const view = balance;\n",
      'mods/users/users.service.ts': 'export const user = 1;\n',
      'mods/users/users.repository.ts': "import { teams } from '../teams/teams.table';\nexport const q = teams;\n",
      'mods/teams/teams.routes.ts': "import { user } from '../users/users.service';\nexport const r = user;\n",
      'mods/teams/teams.service.ts': "import { user } from '../users/users.service';\nexport const t = user;\n",
    });
    expect(findModuleCycles(root, 'mods')).toEqual([['billing', 'teams']]);
    rmSync(path.join(root, 'mods/teams/team-view.service.ts'));
    expect(findModuleCycles(root, 'mods')).toEqual([]);
  });
});
