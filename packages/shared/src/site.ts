import { z } from 'zod';

/** GET /site: what the portal needs to know about where it is served. */
export const ZSite = z.object({
  /** PUBLIC_URL, or the address the portal was opened at: the start of every link the product hands out. */
  public_url: z.string(),
});
export type TSite = z.infer<typeof ZSite>;
