import { z } from 'zod';

/** The codes live without zod (error-codes.ts): the portal's API client loads them on every page. */
export { ERROR_CODES } from './error-codes';

export const ZErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** The answer of a call with nothing else to say (a removal, a logout, a message sent). */
export const ZOk = z.object({ ok: z.boolean() });
