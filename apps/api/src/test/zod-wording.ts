/** zod's own English phrasings ("Invalid input: expected object, received null", "Too small: …", a bare "Invalid input"): no 422 may speak them. */
export const ZOD_WORDING = /^Invalid (input|option|string|number|key|element|ISO|email|URL|UUID)|^Too (small|big)|expected .* received|Unrecognized key/;

/** The message and every field message of a 422's JSON answer (none when it is not JSON). */
export function validationMessages(body: string): string[] {
  try {
    const answer = JSON.parse(body) as { message?: unknown; errors?: Record<string, unknown> };
    return [answer.message, ...Object.values(answer.errors ?? {}).flat()].filter((m): m is string => typeof m === 'string');
  } catch {
    return [];
  }
}
