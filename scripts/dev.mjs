// npm run dev: the API with tsx watch on PORT (default 3000) and Vite with hot reload on 5173, proxying /api.
// No shutdown drain, even on PostgreSQL: tsx watch restarts the API on every save.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const procs = [
  spawn('npx', ['tsx', 'watch', 'src/server.ts'], { cwd: 'apps/api', stdio: 'inherit', env: { ...process.env, PORT: port, DATA_DIR: process.env.DATA_DIR ?? '../../data', WEBHOOKS_ALLOW_PRIVATE_NETWORK: process.env.WEBHOOKS_ALLOW_PRIVATE_NETWORK ?? '1', SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS ?? '0' } }),
  spawn('npx', ['vite'], { cwd: 'apps/web', stdio: 'inherit', env: { ...process.env, API_PORT: port } }),
];
console.log(`API on http://localhost:${port}, portal with hot reload on http://localhost:5173/pro/`);
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', (code) => code && stop());
