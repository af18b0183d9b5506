/** The SQLSTATE of a database error, whether drizzle wrapped it (DrizzleQueryError.cause) or not. */
export const sqlState = (err: unknown): string | undefined => {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
};

export const UNIQUE_VIOLATION = '23505';
