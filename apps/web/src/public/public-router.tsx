import type { ReactNode } from 'react';
import type { TPageData } from '../lib/public-api';

/**
 * A public page family of the light entry, found by the first path segment (its base). The server renders the
 * page with `render` and, when `dataPath` names an API path, puts that answer into the page first, so the page
 * shows at once without a request of its own.
 */
export type TPublicPages = {
  /** First path segment, one of PUBLIC_BASES in shared/routes.ts ('pick-a-gift'). */
  base: string;
  /** The page for the path below the base ('acme/Secret…' for /pick-a-gift/acme/Secret…) and the page's query. */
  render: (rest: string, data: TPageData | undefined, query: URLSearchParams) => ReactNode;
  /** The API path (below /api/v1) whose answer the page needs before it can show, if any. */
  dataPath?: (rest: string, query: URLSearchParams) => string | null;
  /** Code the page needs before it is drawn (a lazily loaded part), loaded by the server before rendering and by the browser before hydrating. */
  prepare?: (rest: string, data: TPageData | undefined, query: URLSearchParams) => Promise<void> | null;
  /** The document title of the page with its data, put into the server's HTML (the page keeps it up to date after). */
  title?: (rest: string, data: TPageData | undefined, query: URLSearchParams) => string;
};

/** The base and the rest of a path: '/pick-a-gift/acme/x' → ['pick-a-gift', 'acme/x']. */
export const splitPath = (pathname: string): [string, string] => {
  const [, base = '', ...rest] = pathname.split('/');
  return [base, rest.join('/')];
};

/**
 * The page family of a URL (its path and query, as the server and the browser both see it), the rest of its path
 * and its query: the server renders with the query the browser hydrates with (the batch link's invite={secret}).
 */
export const findPages = (all: TPublicPages[], url: string) => {
  const at = url.indexOf('?');
  const [base, rest] = splitPath(at < 0 ? url : url.slice(0, at));
  const pages = all.find((p) => p.base === base);
  return pages ? { pages, rest, query: new URLSearchParams(at < 0 ? '' : url.slice(at + 1)) } : null;
};
