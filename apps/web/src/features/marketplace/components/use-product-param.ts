import { useSearchParams } from 'react-router';
import type { TProduct } from '@gifthub/shared/catalogue';

/** The open product modal lives in the query string (?product=ID), so a gift can be linked and Back closes it. */
export function useProductParam() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('product')) || null;
  const set = (p: TProduct | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (p) next.set('product', String(p.id));
      else next.delete('product');
      return next;
    });
  return [id, set] as const;
}
