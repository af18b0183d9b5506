import { useState, type ChangeEvent, type FormEvent } from 'react';

type TValues = Record<string, string>;

/**
 * Form state for the light public pages (no form library): values, the first message per field, props for
 * TextField/SelectField (an edit clears its field's message) and a submit that validates first.
 */
export function useLightForm<T extends TValues>(initialValues: T, validate: (values: T) => Record<string, string>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setFieldValue = (name: keyof T & string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }) as T);
    setErrors((e) => {
      if (!(name in e)) return e;
      const next = { ...e };
      delete next[name];
      return next;
    });
  };
  return {
    values,
    errors,
    setErrors,
    setFieldValue,
    getValues: () => values,
    field: (name: keyof T & string) => ({
      name,
      value: values[name],
      error: errors[name] ?? null,
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setFieldValue(name, e.currentTarget.value),
    }),
    onSubmit: (onValid: (values: T) => void) => (e: FormEvent) => {
      e.preventDefault();
      const found = validate(values);
      setErrors(found);
      if (Object.keys(found).length === 0) onValid(values);
    },
  };
}

export type TLightForm<T extends TValues> = ReturnType<typeof useLightForm<T>>;
