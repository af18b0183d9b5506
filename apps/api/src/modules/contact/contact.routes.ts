import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOk } from '@gifthub/shared/errors';
import { ZContactForm } from '@gifthub/shared/contact';
import type { TDeps } from '../../deps';
import { sendContactForm } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.post(
    '/public/emails/contact-form/send',
    { config: { public: true, rateLimit: { max: 10, windowMs: 60_000 } }, schema: { body: ZContactForm, response: { 200: ZOk } } },
    (req) => sendContactForm(deps, req.body, req.auth?.userId ?? null),
  );
};
