// BENCH_PROFILE: the top self-time functions of a V8 CPU profile (node --cpu-prof), so a run says where the API's time
// goes without opening DevTools. Only the samples of the last `windowMs` before the process ended count: the read
// test ends the process's life, and startup (module loading, migrations) would otherwise crowd the list.
import { readFileSync } from 'node:fs';
import path from 'node:path';

type TNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type TProfile = { nodes: TNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

export type TProfileLine = { name: string; where: string; ms: number; share: number };

/** Self time per function (name and file:line) over the window, biggest first. */
export function summariseProfile(file: string, windowMs: number, top = 20): { lines: TProfileLine[]; packages: TProfileLine[]; sampledMs: number; idleShare: number } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as TProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const from = profile.endTime - windowMs * 1000;
  const self = new Map<string, { name: string; where: string; us: number }>();
  const byPackage = new Map<string, number>();
  let t = profile.startTime;
  let total = 0;
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    // A sample's time is the gap to the next one.
    const dt = profile.timeDeltas[i + 1] ?? 0;
    if (t < from) continue;
    const node = byId.get(profile.samples[i]!);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    total += dt;
    if (functionName === '(idle)') {
      idle += dt;
      continue;
    }
    const where = url ? `${shortUrl(url)}:${lineNumber + 1}` : '';
    const key = `${functionName}|${where}`;
    const entry = self.get(key) ?? { name: functionName || '(anonymous)', where, us: 0 };
    entry.us += dt;
    self.set(key, entry);
    const pkg = packageOf(url, functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + dt);
  }
  const busy = total - idle;
  const lines = [...self.values()]
    .sort((a, b) => b.us - a.us)
    .slice(0, top)
    .map((e) => ({ name: e.name, where: e.where, ms: Math.round(e.us / 1000), share: busy ? e.us / busy : 0 }));
  const packages = [...byPackage.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([name, us]) => ({ name, where: '', ms: Math.round(us / 1000), share: busy ? us / busy : 0 }));
  return { lines, packages, sampledMs: Math.round(total / 1000), idleShare: total ? idle / total : 0 };
}

// Where a function's code comes from: an npm package, Node's own JavaScript, the app, or native code
// (syscalls such as writev, the garbage collector, V8's compiler) with no script behind it.
function packageOf(url: string, functionName: string) {
  if (!url) return functionName.startsWith('(') ? functionName : 'native (syscalls, C++)';
  const p = url.replace(/^file:\/\//, '');
  const nm = p.lastIndexOf('node_modules/');
  if (nm !== -1) {
    const parts = p.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (p.startsWith('node:') || !p.startsWith('/')) return 'node (internals)';
  if (p.includes('/packages/shared/')) return '@gifthub/shared';
  return p.includes('/apps/api/') ? 'app (apps/api)' : 'other';
}

// node_modules/<pkg>/… or the path inside the repository, whichever is shorter to read.
function shortUrl(url: string) {
  const p = url.replace(/^file:\/\//, '');
  const nm = p.lastIndexOf('node_modules/');
  if (nm !== -1) return p.slice(nm + 'node_modules/'.length);
  const api = p.indexOf('apps/api/');
  if (api !== -1) return p.slice(api);
  return path.basename(p);
}

export function printProfile(title: string, file: string, windowMs: number) {
  const { lines, packages, sampledMs, idleShare } = summariseProfile(file, windowMs);
  console.log(`\n${title}: top self time over the last ${Math.round(windowMs / 1000)} s (${sampledMs} ms sampled, ${Math.round(idleShare * 100)}% idle); ${file}`);
  console.log(`  by package: ${packages.map((p) => `${p.name} ${(p.share * 100).toFixed(0)}%`).join(', ')}`);
  for (const l of lines) console.log(`  ${(l.share * 100).toFixed(1).padStart(5)}%  ${String(l.ms).padStart(6)} ms  ${l.name}  ${l.where}`);
}
