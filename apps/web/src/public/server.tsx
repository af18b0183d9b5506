import { renderToString } from 'react-dom/server';
import type { TPageData } from '../lib/public-api';
import { findPages } from './public-router';
import { PublicApp, publicPages } from './public-app';

// The light public entry on the server (built with `vite build --ssr` into dist/ssr, loaded by the API's
// static-web plugin): which API answer a page needs, and the page's HTML with that answer.

// Each takes the request's URL, path and query: a page's data can depend on its query (the batch link's invite).

/** The API path (below /api/v1) whose answer the page at this URL needs, or null. */
export function pageDataPath(url: string): string | null {
  const found = findPages(publicPages, url);
  return found?.pages.dataPath?.(found.rest, found.query) ?? null;
}

/** Loads what the page needs before renderPage can draw it (a lazily loaded part), if anything. */
export async function preparePage(url: string, data: TPageData | undefined): Promise<void> {
  const found = findPages(publicPages, url);
  await found?.pages.prepare?.(found.rest, data, found.query);
}

/** The page's document title with its data, or null to keep the HTML's own. */
export function pageTitle(url: string, data: TPageData | undefined): string | null {
  const found = findPages(publicPages, url);
  return found?.pages.title?.(found.rest, data, found.query) ?? null;
}

/** The page's markup for the root element; the browser hydrates it with the same data. */
export function renderPage(url: string, data: TPageData | undefined): string {
  return renderToString(<PublicApp url={url} data={data} />);
}
