import { useCallback, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Text, TextInput, Textarea, type MantineSize } from '@mantine/core';
import { ApiError } from '../../../../lib/api-client';

/** Spec 2 §9: a text edit is sent after this long without typing. */
export const EDIT_DEBOUNCE_MS = 1000;

type TSaveState = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string };

/** The server's message for a refused save: the field's first message, else the answer's message. */
export const errorMessage = (e: unknown) =>
  e instanceof ApiError ? (Object.values(e.errors).map((m) => m[0]).find(Boolean) ?? e.message) : 'The change could not be saved. Please try again.';

/**
 * A value saved once after a pause in typing (or at once by flush): one save per change, none when nothing changed.
 * While a change waits or is on its way the field keeps what was typed; otherwise it follows the server's value.
 */
export function useAutosave(value: string, save: (next: string) => Promise<unknown>, delay = EDIT_DEBOUNCE_MS) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const [dirty, setDirty] = useState(false);
  const [state, setState] = useState<TSaveState>({ kind: 'idle' });
  const timer = useRef<number | null>(null);
  const pending = useRef<string | null>(null);
  // What the server holds as far as we know (null after a refusal: the next change is sent whatever it is).
  const sent = useRef<string | null>(value);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  useEffect(() => {
    sent.current = value;
  }, [value]);
  // The server's value shows unless a change of ours waits.
  if (value !== seen) {
    setSeen(value);
    if (!dirty) setDraft(value);
  }

  const flush = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    setDirty(false);
    if (next === null || next === sent.current) return;
    sent.current = next;
    setState({ kind: 'saving' });
    saveRef.current(next).then(
      () => setState({ kind: 'saved' }),
      (e: unknown) => {
        sent.current = null;
        setState({ kind: 'error', message: errorMessage(e) });
      },
    );
  }, []);

  const change = (next: string) => {
    setDraft(next);
    setDirty(true);
    pending.current = next;
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(flush, delay);
  };

  // Leaving the page (another page selected) sends what is still waiting.
  useEffect(() => () => flush(), [flush]);

  return { draft, change, flush, state };
}

/** Saving… / Saved / the server's message, read out politely. */
export function SaveState({ state }: { state: TSaveState }) {
  return (
    <Text size="xs" c={state.kind === 'error' ? 'red.8' : 'dimmed'} aria-live="polite" mih={18} role={state.kind === 'error' ? 'alert' : undefined}>
      {state.kind === 'saving' ? 'Saving…' : state.kind === 'saved' ? 'Saved' : state.kind === 'error' ? state.message : ''}
    </Text>
  );
}

type TAutosaveFieldProps = {
  label: string;
  value: string;
  onSave: (next: string) => Promise<unknown>;
  placeholder?: string;
  multiline?: boolean;
  size?: MantineSize;
  fw?: number;
  /** The canvas's inline look: no border, the label for screen readers only. */
  inline?: boolean;
  maxLength?: number;
  type?: 'text' | 'url';
  /** The canvas's own look for the input (the page's button). */
  inputStyle?: CSSProperties;
};

/** A text saved after 1 second without typing, or at once on Enter (which leaves the field) or on leaving it. */
export function AutosaveField({ label, value, onSave, placeholder, multiline, size = 'sm', fw, inline = true, maxLength, type, inputStyle }: TAutosaveFieldProps) {
  const { draft, change, flush, state } = useAutosave(value, onSave);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey) return;
    e.preventDefault();
    flush();
    e.currentTarget.blur();
  };
  const common = {
    label,
    labelProps: inline ? { style: visuallyHidden } : undefined,
    value: draft,
    placeholder,
    size,
    maxLength,
    variant: inline ? ('unstyled' as const) : ('default' as const),
    onBlur: flush,
    onKeyDown,
    styles: inline ? { input: { color: 'inherit', fontFamily: 'inherit', fontWeight: fw, ...inputStyle } } : undefined,
  };
  return (
    <div>
      {multiline ? (
        <Textarea {...common} autosize minRows={1} onChange={(e) => change(e.currentTarget.value)} />
      ) : (
        <TextInput {...common} type={type} onChange={(e) => change(e.currentTarget.value)} />
      )}
      <SaveState state={state} />
    </div>
  );
}

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = { position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap', border: 0 } as const;
