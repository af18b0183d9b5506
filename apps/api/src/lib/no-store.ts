import type { onSendHookHandler } from 'fastify';

/**
 * An `onSend` for answers that carry a secret (tokens, a card setup's client secret, a gift's link or voucher code,
 * a print pack's key) or an account's e-mail: no browser or proxy cache may keep them. A route module that answers
 * such things adds it once for all its routes (`app.addHook('onSend', noStore)`); onSend also covers the error
 * answers. A stricter value a route set itself ("private, no-store") is kept.
 */
export const noStore: onSendHookHandler = async (_req, reply, payload) => {
  const current = reply.getHeader('cache-control');
  if (typeof current !== 'string' || !current.includes('no-store')) reply.header('cache-control', 'no-store');
  return payload;
};
