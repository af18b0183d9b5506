import type { z } from 'zod';

/**
 * Validates form values with the shared zod contract and answers the first message per field,
 * in the shape Mantine's useForm `validate` expects.
 */
export function zodValidate<S extends z.ZodType>(schema: S) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_';
      if (!errors[key]) errors[key] = issue.message;
    }
    return errors;
  };
}
