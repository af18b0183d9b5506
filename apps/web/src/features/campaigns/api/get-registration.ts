import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRegistrationRead } from '@gifthub/shared/campaign-registrations';
import { http } from '../../../lib/api-client';

/** GET /gb-registrations/{id}: one registration in full, with its prices and what was charged for it. */
export const registrationQuery = (id: number) =>
  queryOptions({ queryKey: ['gb-registrations', id], queryFn: () => http.get<TRegistrationRead>(`/gb-registrations/${id}`) });
export const useRegistration = (id: number | null) => useQuery({ ...registrationQuery(id ?? 0), enabled: id !== null });
