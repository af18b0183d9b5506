// Debian packages the scale test needs (PostgreSQL, nginx): installed with apt-get when missing and running as root,
// as on a fresh CI machine; otherwise the error says what to install.
import { spawnSync } from 'node:child_process';

let updated = false;

/** Installs the first of `choices` apt can install (each a package list); throws when none could be or when not root. */
export function aptInstall(what: string, choices: string[][]) {
  if (process.getuid?.() !== 0) throw new Error(`${what} is missing: install it first (sudo apt-get install -y ${choices[0]!.join(' ')}), then run npm run test:scale again.`);
  console.log(`Installing ${what} (Debian packages)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!updated) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    updated = true;
  }
  for (const pkgs of choices) {
    if (spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...pkgs], { stdio: 'inherit', env }).status === 0) return;
  }
  throw new Error(`Installing ${what} with apt-get failed (see above).`);
}
