import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSite } from '@gifthub/shared/site';
import type { TDeps } from '../../deps';
import { publicUrlOf } from '../../lib/public-url';

/** GET /site: the public address links use (Team Settings shows the team's gift page with it). */
export const siteRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.get('/site', { config: { public: true }, schema: { response: { 200: ZSite } } }, (req) => ({ public_url: publicUrlOf(deps.config, req) }));
};
