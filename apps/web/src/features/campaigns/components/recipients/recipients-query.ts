import type { TCampaign } from '@gifthub/shared/campaigns';
import { REGISTRATION_METHOD_LABELS, RECIPIENTS_PER_PAGE, ZRecipientsQuery, type TRecipientSort } from '@gifthub/shared/campaign-registrations';
import { REGISTRATION_METHODS, isSpecialCorporation, type TRegistrationMethod } from '@gifthub/shared/gifts';
import type { TSort, TTriState } from '../../../../components/list-controls';
import type { TRecipientsFilters, TRecipientsParams } from '../../api/get-recipients';

// The recipients list's state lives in the query string (spec 1 §4 Lists), with the API's own parameter names.

export const TRI_FILTERS = ['visited_at', 'confirmed_at', 'sent_at', 'rejected_at'] as const;
export type TTriFilter = (typeof TRI_FILTERS)[number];
export const TRI_LABELS: Record<TTriFilter, string> = { visited_at: 'Visited', confirmed_at: 'Confirmed', sent_at: 'Sent', rejected_at: 'Rejected' };

/** The select filters and the search, by their query names. */
export const SELECT_FILTERS = ['option_id', 'registration_method', 'delivery_status', 'invited_by'] as const;

const shape = ZRecipientsQuery.shape;
/** One query-string value read with its field of the API's schema; a value the API would refuse reads as unset. */
function field<K extends keyof typeof shape>(key: K, params: URLSearchParams) {
  const raw = params.get(key);
  if (raw === null) return undefined;
  const parsed = shape[key].safeParse(raw);
  return parsed.success ? (parsed.data as ReturnType<(typeof shape)[K]['parse']>) : undefined;
}

export type TRecipientsState = { page: number; sort: TSort<TRecipientSort>; tri: Record<TTriFilter, TTriState>; filters: TRecipientsFilters; params: TRecipientsParams };

/** What the query string asks: page, sort, search, filters; invited_by only for a reader who may see others' gifts. */
export function readRecipientsState(params: URLSearchParams, viewOthers: boolean): TRecipientsState {
  const page = field('page', params) ?? 1;
  const sortKey = field('sort', params);
  const sort: TSort<TRecipientSort> = sortKey ? { sort: sortKey, direction: field('direction', params) ?? 'desc' } : {};
  const tri = Object.fromEntries(TRI_FILTERS.map((f) => [f, field(f, params) ?? null])) as Record<TTriFilter, TTriState>;
  const filters: TRecipientsFilters = {
    ...sort,
    search: field('search', params),
    option_id: field('option_id', params),
    registration_method: field('registration_method', params),
    delivery_status: field('delivery_status', params),
    invited_by: viewOthers ? field('invited_by', params) : undefined,
    ...Object.fromEntries(TRI_FILTERS.filter((f) => tri[f] !== null).map((f) => [f, tri[f]])),
  };
  return { page, sort, tri, filters, params: { ...filters, page, per_page: RECIPIENTS_PER_PAGE } };
}

/** Whether any filter or the search narrows the list (the empty text says so). */
export const isFiltered = (f: TRecipientsFilters) =>
  Boolean(f.search || f.option_id || f.registration_method || f.delivery_status || f.invited_by) || TRI_FILTERS.some((k) => f[k] !== undefined);

/**
 * The methods the Method filter offers (spec 1 §4: some are hidden by campaign type): never Unknown; Public Page only
 * for a campaign with a page (internal or public); CRM only for sales campaigns or with the CRM integration; none of
 * the direct and multi methods for corporation 5, which cannot use them.
 */
export function methodOptions(c: Pick<TCampaign, 'type' | 'privacy' | 'integrations'>, corporationId: number | null) {
  const hidden = new Set<TRegistrationMethod>(['unknown']);
  if (c.privacy === 'invite') hidden.add('public');
  if (c.type !== 'sales' && !c.integrations.crm_webhook) hidden.add('external');
  if (isSpecialCorporation(corporationId)) for (const m of ['direct', 'multiple', 'multiple-link'] as const) hidden.add(m);
  return REGISTRATION_METHODS.filter((m) => !hidden.has(m)).map((m) => ({ value: m, label: REGISTRATION_METHOD_LABELS[m] }));
}

export const DELIVERY_LABELS = { delivered: 'Delivered', return: 'Return', lost: 'Lost' } as const;
