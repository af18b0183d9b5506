import { useEffect } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { WAREHOUSE_SCROLL_DEBOUNCE_MS } from '@gifthub/shared/warehouse';

/** How close to the page's end a wheel turn or scroll must bring the user for the next page to load. */
const NEAR_END_PX = 320;

/**
 * Infinite scroll on wheel (spec 3 §2.6, §9): each wheel turn or scroll, debounced 10 ms, loads the next page when the
 * page's end is near and a next page exists (Load more does the same by hand).
 */
export function useInfiniteScroll(loadMore: () => void, enabled: boolean) {
  const check = useDebouncedCallback(() => {
    const doc = document.documentElement;
    if (window.innerHeight + window.scrollY >= doc.scrollHeight - NEAR_END_PX) loadMore();
  }, WAREHOUSE_SCROLL_DEBOUNCE_MS);
  useEffect(() => {
    if (!enabled) return;
    window.addEventListener('wheel', check, { passive: true });
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      window.removeEventListener('wheel', check);
      window.removeEventListener('scroll', check);
    };
  }, [enabled, check]);
}
