import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealth } from '@gifthub/shared/health';
import type { TDeps } from '../../deps';
import { pingDatabase } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.get('/health', { config: { public: true }, schema: { response: { 200: ZHealth } } }, async () => {
    await pingDatabase(deps.db);
    return { status: 'ok' as const, database: 'ok' as const };
  });
};
