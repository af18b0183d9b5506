import { useEffect, useRef } from 'react';

/**
 * On a phone the next step can start far from where the button was: when `where` changes, the outcome (a final
 * screen) or the step's panel is brought into view.
 */
export function useStepScroll(where: string, final: boolean) {
  const topRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const last = useRef(where);
  useEffect(() => {
    if (last.current === where) return;
    last.current = where;
    (final ? topRef : panelRef).current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [where, final]);
  return { topRef, panelRef };
}
