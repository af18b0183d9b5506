import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mediaTexts, type TMediaImage, type TMediaList } from '@gifthub/shared/media';
import { pageMeta } from '@gifthub/shared/paging';
import { SLOW, mockFetch, renderWithSession, type TSessionOpts } from '../../../test/session';
import { MediaGalleryModal } from './media-gallery-modal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const image = (n: number, over: Partial<TMediaImage> = {}): TMediaImage => ({
  filename: `media-7-${String(n).padStart(16, '0')}.png`,
  url: `/api/v1/files/media-7-${String(n).padStart(16, '0')}.png`,
  content_type: 'image/png',
  bytes: 1200,
  width: 400 + n,
  height: 300,
  created_at: '2026-11-20T10:00:00.000Z',
  ...over,
});
const listOf = (images: TMediaImage[]): TMediaList => ({ data: images, meta: pageMeta(images.length, 1, 24) });

function open(list: TMediaList, opts: TSessionOpts & { onSelect?: (i: TMediaImage) => void } = {}) {
  const onSelect = opts.onSelect ?? vi.fn();
  const onClose = vi.fn();
  const r = renderWithSession(<MediaGalleryModal opened onClose={onClose} onSelect={onSelect} purpose="team logo" selectLabel="Use as logo" />, opts);
  return { ...r, onSelect, onClose, list };
}

describe('MediaGalleryModal', SLOW, () => {
  it('shows the empty state and uploads a dropped image, which becomes the selection', async () => {
    const uploaded = image(9);
    let images: TMediaImage[] = [];
    const calls = mockFetch([
      { path: '/teams/7/media', reply: () => ({ body: listOf(images) }) },
      {
        method: 'POST',
        path: '/teams/7/media',
        reply: () => {
          images = [uploaded];
          return { body: uploaded };
        },
      },
    ]);
    const { onSelect } = open(listOf([]));
    expect(await screen.findByText(mediaTexts.empty)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Media gallery: team logo' })).toBeInTheDocument();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Upload an image'), file);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.body instanceof FormData)).toBe(true));
    const tile = await screen.findByRole('button', { name: /Image 1 of 1, 409 × 300 px/ });
    expect(tile).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('status')).toHaveTextContent(mediaTexts.uploaded);
    await userEvent.click(screen.getByRole('button', { name: 'Use as logo' }));
    expect(onSelect).toHaveBeenCalledWith(uploaded);
  });

  it('shows an upload refused by the API on the drop zone', async () => {
    mockFetch([
      { path: '/teams/7/media', body: listOf([]) },
      { method: 'POST', path: '/teams/7/media', status: 422, body: { message: 'x', code: 'validation_failed', errors: { file: ['SVG images must not contain scripts.'] } } },
    ]);
    open(listOf([]));
    await screen.findByText(mediaTexts.empty);
    await userEvent.upload(screen.getByLabelText('Upload an image'), new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('SVG images must not contain scripts.')).toBeInTheDocument();
  });

  it('selects with the keyboard and sends nothing until the select button', async () => {
    const calls = mockFetch([{ path: '/teams/7/media', body: listOf([image(1), image(2)]) }]);
    const { onSelect } = open(listOf([]));
    const list = await screen.findByRole('list', { name: 'Your images' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const select = screen.getByRole('button', { name: 'Use as logo' });
    expect(select).toBeDisabled();
    const second = screen.getByRole('button', { name: /Image 2 of 2/ });
    second.focus();
    await userEvent.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    await userEvent.click(select);
    expect(onSelect).toHaveBeenCalledWith(image(2));
  });

  it('deletes only after asking, and shows the list the API answers', async () => {
    let images = [image(1), image(2)];
    const calls = mockFetch([
      { path: '/teams/7/media', reply: () => ({ body: listOf(images) }) },
      {
        method: 'DELETE',
        path: /\/teams\/7\/media\/media-7-0+1\.png$/,
        reply: () => {
          images = [image(2)];
          return { body: listOf(images) };
        },
      },
    ]);
    open(listOf([]));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete image 1 of 2' }));
    const confirm = screen.getByTestId('media-delete-confirm');
    expect(confirm).toHaveTextContent(mediaTexts.deleteConfirm);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('media-tile')).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(mediaTexts.deleted);
  });

  it('hides delete without edit-team-settings, and in the demo opens the sign-up prompt instead of deleting or choosing', async () => {
    mockFetch([{ path: '/teams/7/media', body: listOf([image(1)]) }]);
    open(listOf([]), { role: 'associate', deny: ['edit-team-settings'] });
    await screen.findByRole('button', { name: /Image 1 of 1/ });
    expect(screen.queryByRole('button', { name: /Delete image/ })).not.toBeInTheDocument();
    cleanup();

    const calls = mockFetch([{ path: '/teams/7/media', body: listOf([image(1)]) }]);
    const { ui, onSelect } = open(listOf([]), { demo: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete image 1 of 1' }));
    expect(ui.openSignUp).toHaveBeenCalledTimes(1);
    // Choosing an image saves nothing in the demo either: the select button opens the sign-up prompt.
    await userEvent.click(screen.getByRole('button', { name: /Image 1 of 1/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Use as logo' }));
    expect(ui.openSignUp).toHaveBeenCalledTimes(2);
    expect(onSelect).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});
