import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageDataPath, renderPage } from '../../../public/server';
import { hydratePage, removeServerPages, serverPage } from '../../../public/ssr-test-utils';
import { publicSurvey, respondentApi } from './survey-test-utils';

afterEach(() => {
  removeServerPages();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the survey page on the server', () => {
  it('names the survey as the data a /survey path needs, a source link included', () => {
    expect(pageDataPath('/survey/acme/pulse')).toBe('/surveys/acme/pulse');
    expect(pageDataPath('/survey/acme/pulse/newsletter?preview=true')).toBe('/surveys/acme/pulse');
    expect(pageDataPath('/survey/acme')).toBeNull();
  });

  it('renders the first page with the survey, and the browser hydrates it without a mismatch', async () => {
    const calls = respondentApi();
    const path = '/survey/acme/pulse';
    const data = { status: 200, body: publicSurvey() };
    const { html, container } = await serverPage(path, data);
    expect(html).toContain('Welcome to our survey.');
    expect(html).toContain('Acme Ltd');
    await hydratePage(container, path, data);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to our survey.' })).toBeInTheDocument();
    // Hydrated: the response is created once, even under StrictMode.
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  });

  it('renders the closed screen for a survey that is not published', () => {
    expect(renderPage('/survey/acme/pulse', { status: 404, body: { message: 'Not found', code: 'not_found', errors: {} } })).toContain('This survey is not taking responses.');
  });
});
