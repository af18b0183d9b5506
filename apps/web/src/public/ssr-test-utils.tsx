import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import type { TPageData } from '../lib/public-api';
import { PublicApp } from './public-app';
import { preparePage, renderPage } from './server';

// Test support for the light entry's server render: the page as the server draws it, put into the document as the
// browser receives it, then hydrated as main.tsx does (a mismatch logs console.error, which fails the test).

const mounted: HTMLElement[] = [];

/** The server's markup for url with its data (its lazily loaded part loaded first), in a container in the document. */
export async function serverPage(url: string, data: TPageData | undefined): Promise<{ html: string; container: HTMLElement }> {
  await preparePage(url, data);
  const html = renderPage(url, data);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  mounted.push(container);
  return { html, container };
}

/** The browser's hydration of that markup, under StrictMode. */
export async function hydratePage(container: HTMLElement, url: string, data: TPageData | undefined) {
  await act(async () => {
    hydrateRoot(
      container,
      <StrictMode>
        <PublicApp url={url} data={data} />
      </StrictMode>,
    );
  });
}

/** Call after each test: the containers leave the document. */
export const removeServerPages = () => mounted.splice(0).forEach((c) => c.remove());
