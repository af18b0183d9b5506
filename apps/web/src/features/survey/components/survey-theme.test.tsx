import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STYLES } from '@gifthub/shared/survey-rules';
import { hydratePage, removeServerPages, serverPage } from '../../../public/ssr-test-utils';
import { publicSurvey, respondentApi } from './survey-test-utils';

afterEach(() => {
  removeServerPages();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("the public page wears its survey's theme", () => {
  it("links the theme's fonts from our own host in the server's HTML (no script) and sets its colours and sizes", async () => {
    respondentApi();
    const styles = { ...DEFAULT_STYLES, question_font: 'Playfair Display', answer_font: 'Georgia', button_font: 'Lato', question_color: '#27376c', question_size: '36px' };
    const data = { status: 200, body: { ...publicSurvey(), styles } };
    const { html, container } = await serverPage('/survey/acme/pulse', data);
    expect(html).toContain('<link rel="stylesheet" href="/api/v1/fonts/playfair-display.css"');
    expect(html).toContain('href="/api/v1/fonts/lato.css"');
    // A safe font is on every device: nothing to load.
    expect(html).not.toContain('georgia.css');
    await hydratePage(container, '/survey/acme/pulse', data);
    const page = screen.getByRole('heading', { level: 1, name: 'Welcome to our survey.' }).closest<HTMLElement>('.sv-page')!;
    expect(page.style.getPropertyValue('--sv-q-color')).toBe('#27376c');
    expect(page.style.getPropertyValue('--sv-q-size')).toBe('36px');
    expect(page.style.getPropertyValue('--sv-q-font')).toMatch(/^'Playfair Display', Georgia/);
    expect(page.style.getPropertyValue('--sv-a-font')).toMatch(/^'Georgia', Georgia/);
  });
});
