import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_AUTOSAVE_MS, useStylesAutosave } from './use-autosave';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the theme autosave', () => {
  it('saves 1 second after the last change, all changes in one call', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useStylesAutosave(save));
    act(() => result.current.change({ question_color: '#27376c' }));
    act(() => vi.advanceTimersByTime(THEME_AUTOSAVE_MS - 100));
    act(() => result.current.change({ question_font: 'Merriweather' }));
    expect(result.current.state).toBe('waiting');
    act(() => vi.advanceTimersByTime(THEME_AUTOSAVE_MS - 1));
    expect(save).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ question_color: '#27376c', question_font: 'Merriweather' });
    expect(result.current.state).toBe('saved');
  });

  it('sends what still waits when the screen closes, and says when a save failed', async () => {
    const save = vi.fn(() => Promise.reject(new Error('offline')));
    const { result, unmount } = renderHook(() => useStylesAutosave(save));
    act(() => result.current.change({ answer_size: '30px' }));
    await act(async () => vi.advanceTimersByTime(THEME_AUTOSAVE_MS));
    expect(result.current.state).toBe('failed');
    act(() => result.current.change({ answer_size: '36px' }));
    unmount();
    expect(save).toHaveBeenLastCalledWith({ answer_size: '36px' });
    expect(save).toHaveBeenCalledTimes(2);
  });
});
