/**
 * The documented public API (issue 17): a route that declares `publicApi` may be called with a team's API key
 * (plugins/auth.ts: Authorization: Bearer ghk_…) and is listed in the OpenAPI document at /api/v1/openapi.json.
 * Every other route refuses a key. Reads (GET) need a read-only or full key; writes need a full key.
 */
export const PUBLIC_API_TAGS = ['Marketplace', 'Gifts', 'Campaigns', 'Orders', 'Surveys', 'Webhooks'] as const;
export type TPublicApiTag = (typeof PUBLIC_API_TAGS)[number];

export type TPublicApiDoc = {
  /** One line: the operation's summary in the reference. */
  summary: string;
  tag: TPublicApiTag;
  description?: string;
  /** Every documented route has an example (the OpenAPI test checks it): a request body where it takes one, and an answer. */
  example: { body?: unknown; query?: Record<string, string>; response: unknown };
};

declare module 'fastify' {
  interface FastifyContextConfig {
    publicApi?: TPublicApiDoc;
  }
}
