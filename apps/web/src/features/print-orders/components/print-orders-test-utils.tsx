import type { TOmsJob, TOmsJobListItem } from '@gifthub/shared/print-orders';

export const LINKED = { team: { oms_customer_id: 41001, features: { oms: true, fulfilment: false, surveys: true, fulfilment_import: false, fulfilment_fees: false } } };

export const listItem = (over: Partial<TOmsJobListItem> = {}): TOmsJobListItem => ({
  id: 31,
  name: 'Tote bags',
  order_name: 'Tote bags — 2026',
  order_id: 'ORD-10031',
  quantity: 250,
  status: 'ordered',
  state: 'job',
  finished_at: null,
  planned_finish: '2026-12-18T17:00:00Z',
  deadline: '2026-12-24T17:00:00Z',
  created_at: '2026-11-02T09:30:00Z',
  production_steps: { finished: 3, total: 8 },
  enquiry_source: 'new-order',
  enquiry_details: { message: 'Natural cotton, black print', original_job_id: null },
  last_customer_pack: { id: 5, key: 'k'.repeat(32), version: 2, status: 'accepted', created_at: '2026-11-03T14:05:00Z' },
  invoices: [],
  ...over,
});

export const job = (over: Partial<TOmsJob> = {}): TOmsJob => {
  const { last_customer_pack: _p, invoices: _i, ...base } = listItem();
  return { ...base, customer_packs: [], attachments: [], invoices: [], ...over };
};
