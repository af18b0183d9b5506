import { useId, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';

type TFieldOwn = { label: string; error?: string | null; description?: string; required?: boolean };

/** Label, hint and error tied to the control by id (aria-describedby, aria-invalid); required is marked with *. */
function useFieldIds(error?: string | null, description?: string) {
  const id = useId();
  const hintId = description ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

function FieldFrame({ id, label, required, description, hintId, error, errorId, children }: TFieldOwn & { id: string; hintId?: string; errorId?: string; children: React.ReactNode }) {
  return (
    <div className="l-field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="l-req" aria-hidden>
            *
          </span>
        )}
      </label>
      {children}
      {description && (
        <span className="l-hint" id={hintId}>
          {description}
        </span>
      )}
      {error && (
        <span className="l-error" id={errorId}>
          {error}
        </span>
      )}
    </div>
  );
}

/** A labelled text input. */
export function TextField({ label, error, description, required, ...input }: TFieldOwn & Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>) {
  const ids = useFieldIds(error, description);
  return (
    <FieldFrame {...ids} label={label} error={error} description={description} required={required}>
      <input {...input} id={ids.id} className="l-input" aria-required={required || undefined} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} />
    </FieldFrame>
  );
}

/** A labelled native select. */
export function SelectField({ label, error, description, required, options, ...select }: TFieldOwn & { options: { value: string; label: string }[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'>) {
  const ids = useFieldIds(error, description);
  return (
    <FieldFrame {...ids} label={label} error={error} description={description} required={required}>
      <select {...select} id={ids.id} className="l-input" aria-required={required || undefined} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
