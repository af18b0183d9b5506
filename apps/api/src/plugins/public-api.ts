/**
 * The documented public API (issue 17): a route that declares `publicApi` may be called with a team's API key
 * (plugins/auth.ts: Authorization: Bearer ghk_…) and is listed in the OpenAPI document at /api/v1/openapi.json
 * and on the reference page at /api/docs (modules/openapi). Every other route refuses a key. Reads (GET) need a
 * read-only or full key; writes need a full key.
 */
export const PUBLIC_API_TAGS = ['Marketplace', 'Gifts', 'Campaigns', 'Orders', 'Surveys', 'Webhooks'] as const;
export type TPublicApiTag = (typeof PUBLIC_API_TAGS)[number];

/** One line a tag shows under its heading in the reference. */
export const PUBLIC_API_TAG_TEXTS: Record<TPublicApiTag, string> = {
  Marketplace: 'The marketplace catalogue: physical gifts and digital vouchers any team can send.',
  Gifts: 'Send a gift straight to an address, or create a gift link the recipient opens to claim it.',
  Campaigns: "A team's gifting campaigns, their recipients, invitations and claim approvals.",
  Orders: 'Order history: every gift the team has sent and where it has got to.',
  Surveys: "The responses to a team's surveys.",
  Webhooks: 'Endpoints that receive signed events when gifts are claimed, sent or delivered.',
};

export type TPublicApiDoc = {
  /** One line: the operation's summary in the reference. */
  summary: string;
  tag: TPublicApiTag;
  /** A paragraph or two of plain text (blank lines separate paragraphs). */
  description?: string;
  /**
   * Every documented route has an example (the OpenAPI tests check each one against the route's own schemas):
   * the path parameters and query of a sample call, its request body where it takes one, and the answer.
   */
  example: { params?: Record<string, string | number>; body?: unknown; query?: Record<string, string>; response: unknown };
};

declare module 'fastify' {
  interface FastifyContextConfig {
    publicApi?: TPublicApiDoc;
  }
}
