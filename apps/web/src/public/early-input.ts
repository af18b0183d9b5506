// A gift page is drawn by the server and becomes interactive when its script has run, which on a slow phone can
// take seconds. A visitor may pick an option or type in a field before that: the browser shows the choice, but the
// page's state never heard of it, so Continue would say "Gift Option is required." under a ticked option (and
// hydrating may even clear what was typed). So what differs from the server's markup is noted before hydrating,
// and given again afterwards the way a visitor would, so the page's own handlers see it: React (which compares
// with the value it last saw) and Preact alike.

import { EARLY_SUBMIT_KEY } from '@gifthub/shared/early-submit';

type TField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type TEarly = { el: TField; value: string; checked: boolean };

const isToggle = (el: TField): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox');

/** The fields under root whose value the visitor changed since the server drew them. */
export function fieldsChangedEarly(root: ParentNode): TField[] {
  return [...root.querySelectorAll<TField>('input, textarea, select')].filter((el) => {
    if (el instanceof HTMLSelectElement) return [...el.options].some((o) => o.selected !== o.defaultSelected);
    if (isToggle(el)) return el.type === 'checkbox' ? el.checked !== el.defaultChecked : el.checked && !el.defaultChecked;
    return el.value !== el.defaultValue;
  });
}

/** Sets a field's value as typing does, past React's record of the value it last saw. */
function typeValue(el: TField, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set?.call(el, value);
}

/**
 * Call just before hydrating: notes what the visitor picked and typed, and answers the function to call once the
 * page is hydrated, which hands it to the page's handlers.
 */
export function keepEarlyInput(root: ParentNode): () => void {
  const early: TEarly[] = fieldsChangedEarly(root).map((el) => ({ el, value: el.value, checked: isToggle(el) && el.checked }));
  return () => {
    for (const { el, value, checked } of early) {
      if (!el.isConnected) continue;
      if (isToggle(el)) {
        // Set the other way, then click as the visitor did: the click fires click, input and change.
        el.checked = !checked;
        el.click();
      } else {
        el.value = el instanceof HTMLSelectElement ? ([...el.options].find((o) => o.defaultSelected)?.value ?? '') : el.defaultValue;
        typeValue(el, value);
        el.dispatchEvent(new Event('input', { bubbles: true }));
        el.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }
  };
}

type TEarlyWindow = Window & { [EARLY_SUBMIT_KEY]?: Element };

/**
 * Call once hydrated and the early input handed over: a form the visitor sent before then (held back by the server's
 * inline script, shared/early-submit.ts) is sent again by its button, so the page's own handler takes it.
 */
export function replayEarlySubmit(win: TEarlyWindow = window) {
  const pressed = win[EARLY_SUBMIT_KEY];
  delete win[EARLY_SUBMIT_KEY];
  if (!pressed?.isConnected) return;
  if (pressed instanceof HTMLFormElement) pressed.requestSubmit();
  else if (pressed instanceof HTMLElement) pressed.click();
}
