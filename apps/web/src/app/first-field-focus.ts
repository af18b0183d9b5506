import { useEffect } from 'react';

const FIELD = 'input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';
const CLOSE = '.mantine-Modal-close';
/** Focus on the close button this soon after a Tab press or a press on it is the user's own doing. */
const USER_MS = 500;

// A test DOM without checkVisibility (jsdom) draws nothing: there every field counts as shown.
const shown = (el: HTMLElement) => (typeof el.checkVisibility === 'function' ? el.checkVisibility() : true);

/**
 * Mantine's focus trap gives an opening modal's focus to its first tabbable element, which is the close button
 * (X) in the header. This moves that focus on to the modal's first field, for every modal at once. The X keeps
 * its place in the Tab order: Tab and Shift+Tab still reach it, and so does a click.
 */
export function useFirstFieldFocus() {
  useEffect(() => {
    let userAt = -Infinity;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') userAt = performance.now();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Element && event.target.closest(CLOSE)) userAt = performance.now();
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !target.matches(CLOSE) || performance.now() - userAt < USER_MS) return;
      const dialog = target.closest('[role=dialog]');
      const field = dialog && Array.from(dialog.querySelectorAll<HTMLElement>(FIELD)).find(shown);
      field?.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
}
