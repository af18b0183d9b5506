import { useEffect, useRef, type DependencyList } from 'react';

const FOCUSABLE = [
  'input:not([type="hidden"]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  'a[href]',
  '[tabindex]',
]
  // A roving radio group's other options (tabIndex -1) are not where a step starts.
  .map((s) => `${s}:not([tabindex="-1"])`)
  .join(', ');

/**
 * Focuses what a screen or step starts with: the element marked data-focus-first inside root (a heading with
 * tabIndex -1, an error list), else its first field or button. When a step or screen replaces the one that
 * held focus, focus would otherwise fall to the page body.
 */
export function focusFirst(root: HTMLElement | null) {
  if (!root) return;
  const target = root.querySelector<HTMLElement>('[data-focus-first]') ?? root.querySelector<HTMLElement>(FOCUSABLE) ?? root;
  target.focus({ preventScroll: false });
}

/** A ref whose element gets focusFirst each time deps change (and when it first shows). */
export function useFocusFirst<T extends HTMLElement>(deps: DependencyList) {
  const ref = useRef<T>(null);
  useEffect(() => {
    focusFirst(ref.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names when the content changes
  }, deps);
  return ref;
}
