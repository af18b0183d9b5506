import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { BASE, mockFetch, page, renderTab, resetDom, survey } from './questions-test-utils';

// The test DOM has no layout: each page item gets a 40px-high box, one under the other, for the keyboard sensor.
const rect = (top: number) => ({ x: 0, y: top, top, left: 0, right: 240, bottom: top + 40, width: 240, height: 40, toJSON: () => ({}) });
beforeEach(() => {
  resetDom();
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('[data-testid="survey-page-item"]');
    if (!item) return rect(0) as DOMRect;
    return rect([...item.parentElement!.children].indexOf(item) * 50) as DOMRect;
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('page list', () => {
  it('lists the pages in order with their names, and reorders them with the keyboard', async () => {
    const pages = [page(1, 1, 'welcome'), page(2, 2, 'email'), page(3, 3, 'final')];
    const calls = mockFetch([{ method: 'PATCH', path: `${BASE}/pages`, body: { ok: true } }, { path: BASE, body: survey([{ ...pages[1]!, order: 1 }, { ...pages[0]!, order: 2 }, pages[2]!]) }]);
    renderTab(survey(pages));
    expect(screen.getAllByTestId('survey-page-item').map((li) => li.textContent)).toEqual(['1Welcome', '2Email', '3End Page']);

    const handle = screen.getByRole('button', { name: 'Move page Welcome' });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual([
      { id: 2, order: 1 },
      { id: 1, order: 2 },
      { id: 3, order: 3 },
    ]));
    await waitFor(() => expect(screen.getAllByTestId('survey-page-item').map((li) => li.textContent)).toEqual(['1Email', '2Welcome', '3End Page']));
  });
});
