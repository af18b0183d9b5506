import { describe, expect, it } from 'vitest';
import {
  completionDate,
  DEFAULT_ENQUIRY_QUANTITY,
  invoiceStatusLabel,
  omsStatusLabel,
  packTotals,
  productionProgress,
  reorderPrefill,
  ZEnquiryCreate,
  ZOmsJobsQuery,
} from './print-orders';

const firstMessages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
};

describe('job completion date (spec 3 §4)', () => {
  const none = { finished_at: null, planned_finish: null, deadline: null };
  it('is the finished date, not estimated, once finished', () => {
    expect(completionDate({ finished_at: '2026-03-01T10:00:00Z', planned_finish: '2026-02-01T00:00:00Z', deadline: '2026-01-01T00:00:00Z' })).toEqual({ date: '2026-03-01T10:00:00Z', estimated: false });
  });
  it('falls back to the planned finish, then the deadline, both estimated', () => {
    expect(completionDate({ ...none, planned_finish: '2026-02-01T00:00:00Z', deadline: '2026-01-01T00:00:00Z' })).toEqual({ date: '2026-02-01T00:00:00Z', estimated: true });
    expect(completionDate({ ...none, deadline: '2026-01-01T00:00:00Z' })).toEqual({ date: '2026-01-01T00:00:00Z', estimated: true });
  });
  it('is unknown without any date', () => expect(completionDate(none)).toBeNull());
});

describe('production progress (spec 3 §4)', () => {
  it('is finished over total steps as a whole percent', () => {
    expect(productionProgress({ finished: 3, total: 8 })).toBe(38);
    expect(productionProgress({ finished: 8, total: 8 })).toBe(100);
    expect(productionProgress({ finished: 0, total: 5 })).toBe(0);
  });
  it('is 0 without steps and never over 100', () => {
    expect(productionProgress({ finished: 0, total: 0 })).toBe(0);
    expect(productionProgress({ finished: 9, total: 8 })).toBe(100);
  });
});

describe('labels', () => {
  it('names job statuses as the spec does and invoice part as Partly Paid', () => {
    expect(omsStatusLabel('ordered')).toBe('In Production');
    expect(omsStatusLabel('completed')).toBe('Complete');
    expect(omsStatusLabel('draft')).toBe('Pre-Production');
    expect(invoiceStatusLabel('part')).toBe('Partly Paid');
    expect(invoiceStatusLabel('paid')).toBe('paid');
  });
});

describe('enquiry rules (spec 3 §5)', () => {
  const base = { team_id: 1, name: 'Mugs', details: { message: 'Blue mugs with our logo' } };
  it('defaults the quantity to 100 and the source to new-order', () => {
    const r = ZEnquiryCreate.parse(base);
    expect(r.quantity).toBe(DEFAULT_ENQUIRY_QUANTITY);
    expect(r.source).toBe('new-order');
  });
  it('answers the first message per field', () => {
    expect(firstMessages(ZEnquiryCreate.safeParse({ team_id: 1, name: 'ab', quantity: '', details: { message: ' ' } }))).toEqual({
      name: 'Subject minimal length is 3',
      quantity: 'Quantity is required.',
      'details.message': 'Details is required.',
    });
    expect(firstMessages(ZEnquiryCreate.safeParse({ team_id: 1, name: '', quantity: 0, details: {} }))).toEqual({
      name: 'Subject is required.',
      quantity: 'Quantity must be greater than 0',
      'details.message': 'Details is required.',
    });
    expect(firstMessages(ZEnquiryCreate.safeParse({ team_id: 1, name: 'Mugs', quantity: 2.5, details: { message: 'x' }, source: 'phone' }))).toMatchObject({ source: 'Source must be one of: new-order, re-order.' });
  });
  it('prefills a reorder with the job name, quantity and source re-order', () => {
    expect(reorderPrefill({ id: 7, name: 'Tote bags', quantity: 250 })).toEqual({ name: 'Reorder: Tote bags', quantity: 250, source: 're-order', original_job_id: 7 });
  });
});

describe('list query', () => {
  it('takes statuses of its own state only, and the source for enquiries only', () => {
    expect(ZOmsJobsQuery.safeParse({ team_id: 1, type: 'job', status: 'qc' }).success).toBe(true);
    expect(firstMessages(ZOmsJobsQuery.safeParse({ team_id: 1, type: 'job', status: 'enquiry_fresh' }))).toEqual({ status: 'Status must be one of the order statuses.' });
    expect(firstMessages(ZOmsJobsQuery.safeParse({ team_id: 1, type: 'job', source: 'phone' }))).toEqual({ source: 'Source filters enquiries only.' });
    expect(ZOmsJobsQuery.parse({ team_id: '3' })).toMatchObject({ team_id: 3, type: 'job', page: 1, per_page: 50 });
  });
});

describe('pack totals', () => {
  it('multiplies the unit price by the quantity and adds shipping and extra, in pence', () => {
    expect(packTotals({ ppu: 245, quantity: 100, shipping: 1500, extra: 250 })).toEqual({ subtotal: 24500, total: 26250 });
  });
});
