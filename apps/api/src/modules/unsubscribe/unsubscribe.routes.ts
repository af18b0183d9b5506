import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUnsubscribeBody, ZUnsubscribePostQuery, ZUnsubscribeQuery, ZUnsubscribeResult, ZUnsubscribeView } from '@gifthub/shared/unsubscribe';
import type { TDeps } from '../../deps';
import * as service from './unsubscribe.service';

const minute = 60_000;

/**
 * The unsubscribe link of notification e-mails: no login, the signed token is the key. The page (light entry,
 * /unsubscribe?token=) reads the GET and confirms with the POST; mail clients POST the List-Unsubscribe address
 * (token in the query) with the form body "List-Unsubscribe=One-Click" (RFC 8058).
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  // One-click unsubscribes are sent as a form; only this plugin's routes read form bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.get(
    '/unsubscribe',
    { config: { public: true, rateLimit: { max: 60, timeWindow: minute } }, schema: { querystring: ZUnsubscribeQuery, response: { 200: ZUnsubscribeView } } },
    (req) => service.unsubscribeView(deps, req.query.token),
  );
  app.post(
    '/unsubscribe',
    {
      config: { public: true, rateLimit: { max: 20, timeWindow: minute } },
      schema: { querystring: ZUnsubscribePostQuery, body: ZUnsubscribeBody.optional().default({}), response: { 200: ZUnsubscribeResult } },
    },
    (req) => service.unsubscribe(deps, req.body?.token ?? req.query.token),
  );
};
