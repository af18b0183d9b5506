import { pageMeta } from '@gifthub/shared/paging';
import type { TProductRequest } from '@gifthub/shared/corporate-products';

export { mockFetch, renderWithSession, fill, SLOW } from '../../../../test/session';

// Product requests as the API answers them, for the requests screens' tests.

export const paged = <T,>(data: T[], total = data.length, page = 1, perPage = 10) => ({ data, meta: pageMeta(total, page, perPage) });

export const productRequest = (over: Partial<TProductRequest> = {}): TProductRequest => ({
  id: 5,
  team_id: 7,
  name: 'Branded Mug',
  product_type: 'product',
  request_type: 'new',
  status: 'pending',
  stock: 100,
  description: 'A mug with our logo.',
  base_product: 'Mug 11oz',
  customisation: 'Logo print',
  box_content: '',
  product_id: null,
  product_name: null,
  reorder_moq: null,
  staff_note: '',
  requested_by_name: 'Maria Manager',
  created_at: '2026-03-04T09:00:00Z',
  updated_at: '2026-03-04T09:00:00Z',
  ...over,
});

/** The width Mantine gives a modal (its root's --modal-size): the default of spec 3 §9 (450) reads 28.125rem. */
export const modalSize = (dialog: HTMLElement) => (dialog.closest('.mantine-Modal-root') as HTMLElement | null)?.style.getPropertyValue('--modal-size') ?? '';

/** Mantine's combobox scrolls the active option into view and the test DOM has no layout. */
export function resetDom() {
  Element.prototype.scrollIntoView ??= () => {};
}
