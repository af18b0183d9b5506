import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOk } from '@gifthub/shared/errors';
import { ZContactForm } from '@gifthub/shared/contact';
import type { TDeps } from '../../deps';
import { sendContactForm } from './contact.service';
import { forRequest } from '../../lib/public-url';

export const contactRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.post(
    '/public/emails/contact-form/send',
    { config: { public: true, rateLimit: { max: 10, timeWindow: 60_000 } }, schema: { body: ZContactForm, response: { 200: ZOk } } },
    (req) => sendContactForm(forRequest(deps, req), req.body, req.auth?.userId ?? null),
  );
};
