import { useCallback, useEffect, useRef, useState } from 'react';
import type { TSurveyStyles } from '@gifthub/shared/survey-rules';

/** Spec 2 §9: a theme's styles are saved 1 second after the last change. */
export const THEME_AUTOSAVE_MS = 1000;

export type TSaveState = 'idle' | 'waiting' | 'saving' | 'saved' | 'failed';

/**
 * Changes gather until a second passes without another, then go in one save; a change while a save is on its way
 * waits for the next pause. Leaving the screen sends what is still waiting.
 */
export function useStylesAutosave(save: (changes: Partial<TSurveyStyles>) => Promise<unknown>) {
  const pending = useRef<Partial<TSurveyStyles>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  const [state, setState] = useState<TSaveState>('idle');

  const flush = useCallback(() => {
    timer.current = null;
    const changes = pending.current;
    pending.current = {};
    if (!Object.keys(changes).length) return;
    setState('saving');
    saveRef.current(changes).then(
      () => setState((s) => (s === 'saving' ? 'saved' : s)),
      () => setState('failed'),
    );
  }, []);

  const change = useCallback(
    (changes: Partial<TSurveyStyles>) => {
      pending.current = { ...pending.current, ...changes };
      setState('waiting');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, THEME_AUTOSAVE_MS);
    },
    [flush],
  );

  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        flush();
      }
    },
    [flush],
  );
  return { change, state };
}
