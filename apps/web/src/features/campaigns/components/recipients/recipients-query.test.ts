import { describe, expect, it } from 'vitest';
import { ZRecipientsExportQuery, ZRecipientsQuery } from '@gifthub/shared/campaign-registrations';
import { buildQuery } from '../../../../lib/api-client';
import { isFiltered, methodOptions, readRecipientsState } from './recipients-query';

// The query string the recipients list keeps is what the API reads.

describe('recipients query', () => {
  it('reads the address into the API query, and the API takes it back', () => {
    const s = readRecipientsState(new URLSearchParams('page=3&sort=last_name&direction=asc&search=ann&option_id=31&sent_at=false&delivery_status=lost&registration_method=link&invited_by=12'), true);
    expect(s.params).toMatchObject({ page: 3, per_page: 10, sort: 'last_name', direction: 'asc', search: 'ann', option_id: 31, sent_at: false, delivery_status: 'lost', registration_method: 'link', invited_by: 12 });
    expect(ZRecipientsQuery.parse(Object.fromEntries(new URLSearchParams(buildQuery(s.params)))).sent_at).toBe(false);
    expect(ZRecipientsExportQuery.safeParse(Object.fromEntries(new URLSearchParams(buildQuery(s.filters)))).success).toBe(true);
    expect(isFiltered(s.filters)).toBe(true);
  });

  it('drops what the API would refuse, and invited_by without view-others-orders', () => {
    const s = readRecipientsState(new URLSearchParams('page=-1&sort=secret&option_id=abc&visited_at=maybe&invited_by=12'), false);
    expect(s.params).toEqual({ page: 1, per_page: 10 });
    expect(isFiltered(s.filters)).toBe(false);
  });

  it('offers the methods a campaign can have', () => {
    const labels = (c: Parameters<typeof methodOptions>[0], corp: number | null = null) => methodOptions(c, corp).map((o) => o.value);
    const base = { type: 'year-round' as const, privacy: 'invite' as const, integrations: { crm_webhook: false, multilink: false } };
    expect(labels(base)).toEqual(['direct', 'link', 'multiple', 'multiple-link']);
    expect(labels({ ...base, type: 'sales', privacy: 'public' })).toEqual(['direct', 'link', 'multiple', 'multiple-link', 'public', 'external']);
    expect(labels({ ...base, integrations: { crm_webhook: true, multilink: false } }, 5)).toEqual(['link', 'external']);
  });
});
