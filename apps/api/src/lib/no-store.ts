import type { onSendHookHandler } from 'fastify';

/**
 * A route's `onSend` for answers that carry a secret (tokens, a card setup's client secret) or an account's
 * e-mail: no browser or proxy cache may keep them. onSend also covers the error answers.
 */
export const noStore: onSendHookHandler = async (_req, reply, payload) => {
  reply.header('cache-control', 'no-store');
  return payload;
};
