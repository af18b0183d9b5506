import { z } from 'zod';

/** GET /health: the process is alive. It answers 200 as long as the process runs, whatever its database does. */
export const ZHealth = z.object({ status: z.literal('ok') });

/** Why GET /ready answers 503: the start sequence is not done, the schema is behind this build, the database does not answer, or the process is shutting down. */
export const NOT_READY_REASONS = ['starting', 'migrations pending', 'database unavailable', 'draining'] as const;
export type TNotReadyReason = (typeof NOT_READY_REASONS)[number];

/** GET /ready 200: send this process traffic. */
export const ZReady = z.object({ status: z.literal('ready') });
/** GET /ready 503: do not, and why. */
export const ZNotReady = z.object({ status: z.literal('not ready'), reason: z.enum(NOT_READY_REASONS) });
