import type { FocusEvent, FormEvent } from 'react';
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

/**
 * A form's shared schema imported when the form is first used, so that a page's first load carries no zod (the
 * login page's bundle budget). `validate` is useForm's `validate`: zodValidate's messages once the schema is in,
 * none before; `enhanceGetInputProps` goes to useForm too (it names each input's field). `formProps(submit, form)`
 * goes on the <form>: its first focus starts the import, a field left before the schema arrived is checked as soon
 * as it has (so leaving a field early still shows its message), and a submit (Mantine's `form.onSubmit(…)`) waits
 * for it, then validates and submits as usual. Should the import fail, the values go to the API, which checks them
 * with the same schema and answers the same messages per field. Declare it once per module.
 */
export function lazySchema<S extends z.ZodType>(importSchema: () => Promise<S>) {
  let schema: S | undefined;
  let loading: Promise<S> | undefined;
  // The fields left while the schema was on its way, and the form to check them in once it is here.
  const left = new Set<string>();
  let checkLeft: ((path: string) => void) | null = null;
  const load = () =>
    (loading ??= importSchema().then(
      (s) => {
        schema = s;
        for (const path of left) checkLeft?.(path);
        left.clear();
        return s;
      },
      (error: unknown) => {
        // A failed download is tried again by the next focus or submit.
        loading = undefined;
        throw error;
      },
    ));
  return {
    validate: (values: unknown): Record<string, string> => (schema ? zodValidate(schema)(values) : {}),
    enhanceGetInputProps: ({ field }: { field: string }) => ({ 'data-field': field }),
    formProps: (submit: () => void, form: { validateField: (path: string) => unknown }) => {
      checkLeft = (path) => void form.validateField(path);
      return {
        onFocus: () => void load().catch(() => undefined),
        onBlur: (event: FocusEvent<HTMLFormElement>) => {
          const field = event.target instanceof HTMLElement ? event.target.dataset.field : undefined;
          if (!schema && field) left.add(field);
        },
        onSubmit: (event: FormEvent) => {
          event.preventDefault();
          void load().then(
            () => submit(),
            () => submit(),
          );
        },
      };
    },
  };
}
