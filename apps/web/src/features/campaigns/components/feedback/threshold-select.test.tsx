import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_REVIEW_TEXTS } from '@gifthub/shared/campaigns';
import { EditCampaignModal } from '../edit-campaign-modal';
import { campaign, fill, mockFetch, renderWithSession, resetDom } from '../campaigns-test-utils';
import { THRESHOLD_LABEL } from './threshold-select';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HOST = 'http://localhost:3000';
const savePath = '/put/gb-campaigns/1';

describe("the reviews tab's threshold", () => {
  it('defaults to 2 (OK and below) when reviews is chosen, names the choices by the buttons and saves the one chosen', async () => {
    const calls = mockFetch([{ path: '/site', body: { public_url: HOST } }, { method: 'POST', path: savePath, body: campaign({ type: 'reviews' }) }]);
    renderWithSession(<EditCampaignModal opened campaign={campaign({ privacy: 'invite' })} onClose={vi.fn()} />, { url: '/campaigns/1' });
    await userEvent.click(await screen.findByRole('textbox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Reviews', hidden: true }));
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    const threshold = screen.getByRole('textbox', { name: THRESHOLD_LABEL });
    expect(threshold).toHaveValue('OK and below');
    await fill(screen.getByRole('textbox', { name: 'Button 4' }), 'Not at all');
    await userEvent.click(threshold);
    expect(await screen.findByRole('option', { name: 'Happy and below', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'OK and below', hidden: true })).toBeInTheDocument();
    // Every rating negative is not a choice.
    expect(screen.queryByRole('option', { name: 'Very Happy and below', hidden: true })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Not at all and below', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')!.body as FormData;
    const reviews = JSON.parse(String(body.get('reviews')));
    expect([reviews.treshold, reviews.buttons[3], reviews.texts]).toEqual([3, 'Not at all', DEFAULT_REVIEW_TEXTS]);
  });
});
