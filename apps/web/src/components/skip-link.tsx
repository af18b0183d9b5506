import type { MouseEvent } from 'react';

/** The id of each page's main landmark, where the skip link sends the focus. */
export const MAIN_ID = 'main-content';

/** "Skip to main content": the first Tab stop of a page, visible while focused (app.css .skip-link). */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // The router would read the hash as a navigation: move the focus by hand.
    event.preventDefault();
    const main = document.getElementById(MAIN_ID);
    main?.focus();
    main?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      Skip to main content
    </a>
  );
}
