import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EARLY_SUBMIT_KEY, EARLY_SUBMIT_SCRIPT } from '@gifthub/shared/early-submit';
import { replayEarlySubmit } from './early-input';

describe('a form sent before the page is interactive', () => {
  it('is held back by the inline script while the root is not hydrated, and sent again by its button afterwards', () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { container } = render(
      <form onSubmit={onSubmit}>
        <button type="submit">Next</button>
      </form>,
    );
    container.id = 'root';
    // The server's inline script, as the page runs it.
    const stop = new AbortController();
    const add = document.addEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementationOnce((type, listener, capture) => add(type, listener, { capture: Boolean(capture), signal: stop.signal }));
    new Function(EARLY_SUBMIT_SCRIPT)();
    const held = new Event('submit', { bubbles: true, cancelable: true });
    Object.defineProperty(held, 'submitter', { value: screen.getByRole('button', { name: 'Next' }) });
    container.querySelector('form')!.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    expect((window as unknown as Record<string, unknown>)[EARLY_SUBMIT_KEY]).toBe(screen.getByRole('button', { name: 'Next' }));

    container.dataset.hydrated = 'true';
    onSubmit.mockClear();
    replayEarlySubmit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect((window as unknown as Record<string, unknown>)[EARLY_SUBMIT_KEY]).toBeUndefined();
    // Once hydrated the script lets submits through to the page.
    const later = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(later);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    stop.abort();
    container.removeAttribute('id');
  });

  it('does nothing when nothing was held back or the button has gone', () => {
    expect(() => replayEarlySubmit()).not.toThrow();
    const gone = document.createElement('button');
    (window as unknown as Record<string, unknown>)[EARLY_SUBMIT_KEY] = gone;
    const click = vi.spyOn(gone, 'click');
    replayEarlySubmit();
    expect(click).not.toHaveBeenCalled();
  });
});
