import { z } from 'zod';

/** GET /health: the process answers and its database does. */
export const ZHealth = z.object({ status: z.literal('ok'), database: z.literal('ok') });
