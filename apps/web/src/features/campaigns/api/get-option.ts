import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGiftOption } from '@gifthub/shared/campaigns';
import { http } from '../../../lib/api-client';
import { optionKey } from './keys';

/** GET /gb-options/{id}: the option fresh for its modal; the campaign's copy shows meanwhile. */
export const optionQuery = (id: number, placeholder?: TGiftOption) =>
  queryOptions({ queryKey: optionKey(id), queryFn: () => http.get<TGiftOption>(`/gb-options/${id}`), placeholderData: placeholder, staleTime: 10_000 });
export const useOption = (id: number | null, placeholder?: TGiftOption) => useQuery({ ...optionQuery(id ?? 0, placeholder), enabled: id !== null });
