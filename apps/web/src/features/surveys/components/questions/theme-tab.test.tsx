import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageMeta } from '@gifthub/shared/paging';
import { DEFAULT_STYLES } from '@gifthub/shared/survey-rules';
import type { TTheme } from '@gifthub/shared/survey-themes';
import type { TFetchCall } from '../../../../test/session';
import { BASE, mockFetch, page, renderTab, resetDom, survey, TEAM } from './questions-test-utils';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const events: TTheme = {
  id: 12,
  name: 'Events',
  description: '',
  active: true,
  team_id: TEAM,
  category_id: null,
  category_name: null,
  surveys_count: 0,
  copied_from: null,
  styles: { ...DEFAULT_STYLES, question_font: 'Merriweather', question_color: '#27376c' },
  created_at: '2026-11-01T09:00:00Z',
  deleted: false,
};

describe('the Theme tab', () => {
  it("lists the team's active themes; choosing one sets the survey's theme and the preview wears it", async () => {
    const welcome = page(1, 1, 'welcome');
    const calls = mockFetch([
      { path: `/api/v1/teams/${TEAM}/themes`, body: { data: [events], meta: pageMeta(1, 1, 100) } },
      { method: 'PUT', path: BASE, reply: (c: TFetchCall) => ({ body: survey([welcome], { theme_id: (c.body as { theme_id: number }).theme_id, theme: events.styles }) }) },
    ]);
    renderTab(survey([welcome]));
    await userEvent.click(screen.getByRole('tab', { name: 'Theme' }));
    expect(screen.getByRole('radio', { name: 'Default' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Manage Themes' })).toHaveAttribute('href', '/surveys/themes');
    await userEvent.click(await screen.findByRole('radio', { name: 'Events' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ theme_id: 12 }]));
    expect(calls.find((c) => c.path.endsWith('/themes'))!.query.get('active')).toBe('true');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Events' })).toBeChecked());
    // The editor's page and its fonts follow the survey's theme.
    await waitFor(() => expect(document.querySelector('link[data-theme-font]')?.getAttribute('href')).toBe('/api/v1/fonts/merriweather.css'));
    await userEvent.click(screen.getByRole('radio', { name: 'Default' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({ theme_id: null }));
  });
});
