/**
 * The bench's yardstick: bare Fastify with one route answering a small JSON, nothing else (no logger, no hooks,
 * no schema). bench.ts starts it in its own process, with the same Node and the same loader as the API, and loads
 * it with the same autocannon settings, so the app's figures read as a share of what Fastify alone does here.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
