import { claimPages } from '../features/claim/routes';
import { surveyPages } from '../features/survey/routes';
import { unsubscribePages } from '../features/unsubscribe/routes';
import type { TPageData } from '../lib/public-api';
import { findPages, type TPublicPages } from './public-router';

/** Every page family of the light public entry, by base (the survey and campaign pages join here). */
export const publicPages: TPublicPages[] = [claimPages, surveyPages, unsubscribePages];

/** The page for a URL (path and query), rendered the same on the server (with its data) and in the browser (hydrating it). */
export function PublicApp({ url, data }: { url: string; data?: TPageData }) {
  const found = findPages(publicPages, url);
  // The server answers gift.html only under PUBLIC_BASES, each of which has its pages here.
  if (!found) return <>{claimPages.render('', undefined, new URLSearchParams())}</>;
  return <>{found.pages.render(found.rest, data, found.query)}</>;
}
