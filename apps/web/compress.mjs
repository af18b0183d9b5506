// After `vite build`: brotli and gzip copies of text assets, served by @fastify/static (preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const walk = (dir) => readdirSync(dir).flatMap((f) => (statSync(path.join(dir, f)).isDirectory() ? walk(path.join(dir, f)) : [path.join(dir, f)]));
for (const file of walk('dist').filter((f) => /\.(js|css|svg|html|json)$/.test(f))) {
  const buf = readFileSync(file);
  if (buf.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
  writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
}
