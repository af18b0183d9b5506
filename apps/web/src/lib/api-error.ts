/**
 * An API refusal: status (null when the server could not be reached), code, message and the messages per field.
 * Its own module, free of the portal's client, so the light public entry uses it too.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    readonly code: string,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
  /** First message per field, for form.setErrors. */
  fieldErrors(): Record<string, string> {
    return Object.fromEntries(Object.entries(this.errors).map(([k, v]) => [k, v[0] ?? '']));
  }
}
