import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { TPageData } from '../lib/public-api';
import { PublicApp, publicPages } from './public-app';
import { findPages } from './public-router';
import { keepEarlyInput, replayEarlySubmit } from './early-input';
import '../components/light/light.css';

// The light public entry (gift.html): React and the public pages only. The server usually sends the page
// rendered with its data (a JSON script, id page-data); the browser then hydrates it instead of drawing again.
const dataScript = document.getElementById('page-data');
const data = dataScript?.textContent ? (JSON.parse(dataScript.textContent) as TPageData) : undefined;
const root = document.getElementById('root')!;
// The path and query the server rendered with (static-web passes its request URL).
const url = window.location.pathname + window.location.search;
const app = (
  <StrictMode>
    <PublicApp url={url} data={data} />
  </StrictMode>
);
// A page with a lazily loaded part loads it first, so hydration finds the markup the server drew.
const found = findPages(publicPages, url);
void Promise.resolve(found?.pages.prepare?.(found.rest, data, found.query)).finally(() => {
  if (root.firstElementChild) {
    // What the visitor picked or typed while the page was not yet interactive (early-input.ts).
    const replay = keepEarlyInput(root);
    hydrateRoot(root, app);
    setTimeout(() => {
      replay();
      // Says the page is interactive (the journeys wait for it when they act before the script has run).
      root.dataset.hydrated = 'true';
      // A Continue or Next pressed before then (the answers above are in the page's state now).
      replayEarlySubmit();
    }, 0);
  } else createRoot(root).render(app);
});
