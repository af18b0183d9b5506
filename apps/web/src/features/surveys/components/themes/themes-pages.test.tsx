import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_STYLES } from '@gifthub/shared/survey-rules';
import type { TTheme } from '@gifthub/shared/survey-themes';
import { fill, mockFetch, paged, resetDom, SLOW } from '../surveys-test-utils';
import { THEME_DELETE_CONFIRM } from './theme-details-page';
import { show, theme } from './themes-test-utils';
import { THEMES_BANNER_COOKIE } from './themes-banner';

beforeEach(resetDom);
afterEach(cleanup);

describe('Manage Themes', () => {
  it('lists the library, filters to active ones, activates and deactivates; the banner stays hidden once closed', SLOW, async () => {
    const calls = mockFetch([
      { path: '/teams/7/themes', body: paged([theme(), theme({ id: 4, name: 'Old look', active: false, surveys_count: 0 })]) },
      { method: 'POST', path: '/teams/7/themes/4/publish', body: theme({ id: 4, name: 'Old look' }) },
    ]);
    show('/surveys/themes');
    expect(await screen.findByRole('article', { name: 'Brand' })).toHaveTextContent('2 surveys');
    const old = screen.getByRole('article', { name: 'Old look' });
    expect(old).toHaveTextContent('Inactive');
    await userEvent.click(within(old).getByRole('button', { name: 'Activate Old look' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/themes/4/publish'))).toBe(true));

    await userEvent.click(screen.getByRole('switch', { name: 'Active themes only' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path.endsWith('/teams/7/themes')).at(-1)!.query.get('active')).toBe('true'));
    expect(screen.getByTestId('location')).toHaveTextContent('/surveys/themes?active=true');

    await userEvent.click(screen.getByRole('button', { name: 'Hide the banner' }));
    expect(screen.queryByTestId('themes-banner')).toBeNull();
    expect(document.cookie).toContain(`${THEMES_BANNER_COOKIE}=1`);
  });

  it('creates a theme (name required) and opens it', SLOW, async () => {
    const calls = mockFetch([
      { path: '/teams/7/themes', body: paged([]) },
      { method: 'POST', path: '/teams/7/themes', body: theme({ id: 9, name: 'Events' }) },
      { path: '/teams/7/themes/9', body: theme({ id: 9, name: 'Events' }) },
    ]);
    show('/surveys/themes');
    expect(await screen.findByTestId('themes-empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Theme' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Theme name is required.')).toBeInTheDocument();
    await fill(screen.getByRole('textbox', { name: /Theme name/ }), 'Events');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/surveys/themes/9'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'Events', description: '' });
  });
});

describe('a theme’s details', () => {
  it('saves a changed colour after its pause, with only what changed, and the preview wears it', SLOW, async () => {
    const calls = mockFetch([
      { path: '/teams/7/themes/3', body: theme() },
      { method: 'PUT', path: '/teams/7/themes/3', reply: (c) => ({ body: theme({ styles: { ...DEFAULT_STYLES, ...(c.body as { styles: object }).styles } }) }) },
    ]);
    show('/surveys/themes/3');
    const colour = await screen.findByRole('textbox', { name: 'Question colour' });
    await fill(colour, '#27376c');
    expect(screen.getByTestId('theme-save-state')).toHaveTextContent('Changes not saved yet');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ styles: { question_color: '#27376c' } });
    await waitFor(() => expect(screen.getByTestId('theme-save-state')).toHaveTextContent('All changes saved'));
    const preview = screen.getByTestId('theme-preview');
    expect(preview.querySelector<HTMLElement>('.sv-page')!.style.getPropertyValue('--sv-q-color')).toBe('#27376c');
    // The theme's fonts come from our own host.
    expect(document.querySelector('link[data-theme-font]')?.getAttribute('href')).toBe('/api/v1/fonts/lato.css');
    // A size is one of Small 24px, Medium 30px, Large 36px.
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Answer size' })).getByRole('radio', { name: 'Large 36px' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ styles: { question_color: '#27376c' } }, { styles: { answer_size: '36px' } }]));
    expect(preview.querySelector<HTMLElement>('.sv-page')!.style.getPropertyValue('--sv-a-size')).toBe('36px');
  });

  it('deletes a theme after asking, and goes back to the list', SLOW, async () => {
    const calls = mockFetch([
      { path: '/teams/7/themes/3', body: theme() },
      { method: 'DELETE', path: '/teams/7/themes/3', body: { ok: true } },
      { path: '/teams/7/themes', body: paged([]) },
    ]);
    show('/surveys/themes/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete theme' });
    expect(dialog).toHaveTextContent(THEME_DELETE_CONFIRM);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/surveys\/themes$/));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('goes back to the list when the theme is not there (404)', SLOW, async () => {
    mockFetch([{ path: '/teams/7/themes', body: paged([theme()]) }]);
    show('/surveys/themes/77');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/surveys\/themes$/));
    expect(await screen.findByRole('article', { name: 'Brand' })).toBeInTheDocument();
  });
});

describe('the gallery', () => {
  const gallery = (over: Partial<TTheme> = {}) => theme({ id: 20, name: 'Winter Mixer', team_id: null, category_id: 2, category_name: 'Events', surveys_count: 0, ...over });

  it('filters by category and lets a member activate a copy into their themes', SLOW, async () => {
    const calls = mockFetch([
      { path: '/theme-categories', body: [{ id: 1, name: 'Corporate' }, { id: 2, name: 'Events' }] },
      { path: '/themes', body: paged([gallery()]) },
      { method: 'POST', path: '/themes/20/activate', body: theme({ id: 31, name: 'Winter Mixer', copied_from: 20 }) },
      { path: '/teams/7/themes/31', body: theme({ id: 31, name: 'Winter Mixer', copied_from: 20 }) },
    ]);
    show('/surveys/themes/gallery');
    const card = await screen.findByRole('article', { name: 'Winter Mixer' });
    expect(screen.queryByRole('button', { name: /Create New Theme For Gallery/ })).toBeNull();
    expect(within(card).queryByText('Draft')).toBeNull();
    await userEvent.click(screen.getByRole('textbox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Events', hidden: true }));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/themes')).at(-1)!.query.get('category')).toBe('2'));
    await userEvent.click(within(card).getByRole('button', { name: 'Activate Winter Mixer' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/surveys/themes/31'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ team_id: 7 });
  });

  it('lets a product admin create a theme, listing the 422 errors, and publish or mark draft', SLOW, async () => {
    const calls = mockFetch([
      { path: '/theme-categories', body: [{ id: 1, name: 'Corporate' }] },
      { path: '/themes', body: paged([gallery({ active: false })]) },
      { method: 'POST', path: '/themes/20/publish', body: gallery() },
      { method: 'POST', path: '/themes', status: 422, body: { message: 'Some values are missing or wrong.', code: 'validation', errors: { description: ['Description is required.'], category_id: ['Category not found.'] } } },
    ]);
    show('/surveys/themes/gallery', { user: { is_bb_admin: true } });
    const card = await screen.findByRole('article', { name: 'Winter Mixer' });
    expect(card).toHaveTextContent('Draft');
    await userEvent.click(within(card).getByRole('button', { name: 'Publish Winter Mixer' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/themes/20/publish'))).toBe(true));

    await userEvent.click(screen.getByRole('button', { name: 'Create New Theme For Gallery' }));
    await fill(await screen.findByRole('textbox', { name: /Theme name/ }), 'Spring');
    await fill(screen.getByRole('textbox', { name: /Description/ }), 'Fresh');
    await fill(screen.getByRole('textbox', { name: /Or a new category/ }), 'Seasons');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const errors = await screen.findByTestId('theme-form-errors');
    expect(errors).toHaveTextContent('Description is required.');
    expect(errors).toHaveTextContent('Category not found.');
    expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/themes'))!.body).toEqual({ name: 'Spring', description: 'Fresh', category_name: 'Seasons' });
  });
});
