import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { surveyTexts } from '@gifthub/shared/survey-rules';
import { DETAIL, LIST, fill, mockFetch, paged, resetDom, showSurveys, source, survey } from './surveys-test-utils';
import { SOURCE_PERMANENT_DELETE } from './sources-table';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SOURCES = `${DETAIL()}/sources`;
const routes = (sources = [source(), source({ id: 22, name: 'Instagram Bio', type: 'social', platform: 'instagram', slug: 'insta', active: false, responses_count: 3, complete_responses_count: 1, public_url: 'http://localhost:3000/survey/acme/customer-feedback/insta' })]) => [
  { path: DETAIL(), body: survey() },
  { path: SOURCES, body: { data: sources } },
  { path: LIST, body: paged([]) },
];
const writes = (calls: ReturnType<typeof mockFetch>) => calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path.replace('/api/v1', ''), c.body]);

describe('SourcesTable', () => {
  it('lists the sources with type and platform, public URL, status and counts, and copies a link', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mockFetch(routes());
    showSurveys('/surveys/5');
    const rows = await screen.findAllByTestId('source-row');
    expect(rows[0]).toHaveTextContent('Newsletter');
    expect(rows[0]).toHaveTextContent('Link');
    expect(within(rows[0]!).getByTestId('source-status')).toHaveTextContent('Active');
    expect(rows[0]).toHaveTextContent('4025');
    expect(rows[1]).toHaveTextContent('Social · Instagram');
    expect(within(rows[1]!).getByTestId('source-status')).toHaveTextContent('Disabled');
    expect(within(rows[1]!).getByRole('link', { name: 'http://localhost:3000/survey/acme/customer-feedback/insta' })).toHaveAttribute('target', '_blank');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Copy the link of Instagram Bio' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/survey/acme/customer-feedback/insta');
    expect(await screen.findByText(surveyTexts.copied)).toBeInTheDocument();
  });

  it('Add Source: the slug follows the name until edited by hand, and a social network is sent as its form type', async () => {
    const calls = mockFetch([...routes([]), { method: 'POST', path: SOURCES, body: { id: 30 } }]);
    showSurveys('/surveys/5');
    expect(await screen.findByTestId('sources-empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Source' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Source' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const slug = within(dialog).getByRole('textbox', { name: 'Slug' });
    await fill(name, 'Spring Campaign – Café');
    expect(slug).toHaveValue('spring-campaign-cafe');
    await fill(slug, 'spring');
    await fill(name, 'Spring Facebook');
    expect(slug).toHaveValue('spring');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Facebook', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Source' }));
    await waitFor(() => expect(writes(calls)).toEqual([['POST', SOURCES, { name: 'Spring Facebook', type: 'facebook', slug: 'spring', active: true }]]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Source' })).not.toBeInTheDocument());
  });

  it('checks name and slug before sending, and shows the server refusal under its field', async () => {
    const message = 'Slug is already used by another source of this survey.';
    const calls = mockFetch([...routes([]), { method: 'POST', path: SOURCES, status: 422, body: { message, code: 'validation', errors: { slug: [message] } } }]);
    showSurveys('/surveys/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Source' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Source' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Source' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Slug is required.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    await fill(within(dialog).getByRole('textbox', { name: 'Name' }), 'Newsletter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Source' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Slug' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('Edit: a social source opens with its network as the type and its own slug; a changed Active publishes it', async () => {
    const calls = mockFetch([...routes(), { method: 'PUT', path: `${SOURCES}/22`, body: { ok: true } }, { method: 'POST', path: `${SOURCES}/22/publish`, body: { ok: true } }]);
    showSurveys('/surveys/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Instagram Bio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Source' });
    expect(within(dialog).getByRole('textbox', { name: 'Type' })).toHaveValue('Instagram');
    const active = within(dialog).getByRole('switch', { name: /^Active/ });
    expect(active).not.toBeChecked();
    // An existing source's slug stays its own when the name changes.
    await fill(within(dialog).getByRole('textbox', { name: 'Name' }), 'Instagram Story');
    expect(within(dialog).getByRole('textbox', { name: 'Slug' })).toHaveValue('insta');
    await userEvent.click(active);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        ['PUT', `${SOURCES}/22`, { name: 'Instagram Story', type: 'instagram', slug: 'insta' }],
        ['POST', `${SOURCES}/22/publish`, null],
      ]),
    );
  });

  it('Delete moves a source to the bin; the Deleted sources switch lists the bin with Restore and Delete permanently', async () => {
    const binned = source({ id: 23, name: 'Old Flyer', slug: 'flyer', active: false, deleted: true });
    const calls = mockFetch([
      ...routes(),
      { method: 'DELETE', path: `${SOURCES}/21`, body: { ok: true } },
      { path: SOURCES, reply: (c) => ({ body: { data: c.query.get('deleted') === 'true' ? [binned] : [source(), source({ id: 22, name: 'Instagram Bio', slug: 'insta' })] } }) },
      { method: 'POST', path: `${SOURCES}/23/restore`, body: binned },
      { method: 'DELETE', path: `${SOURCES}/23/permanent`, body: { ok: true } },
    ]);
    showSurveys('/surveys/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Newsletter' }));
    await waitFor(() => expect(writes(calls)).toEqual([['DELETE', `${SOURCES}/21`, null]]));

    await userEvent.click(screen.getByRole('switch', { name: 'Deleted sources' }));
    const row = await screen.findByText('Old Flyer');
    expect(calls.some((c) => c.method === 'GET' && c.path.endsWith(SOURCES) && c.query.get('deleted') === 'true')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add Source' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Restore Old Flyer' }));
    await waitFor(() => expect(writes(calls).at(-1)).toEqual(['POST', `${SOURCES}/23/restore`, null]));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Old Flyer permanently' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete permanently' });
    expect(confirm).toHaveTextContent(SOURCE_PERMANENT_DELETE);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(writes(calls).at(-1)).toEqual(['DELETE', `${SOURCES}/23/permanent`, null]));
    expect(row).toBeInTheDocument();
  });
});
