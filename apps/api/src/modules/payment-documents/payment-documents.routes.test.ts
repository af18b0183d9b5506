import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { paymentDocumentTexts } from '@gifthub/shared/payment-documents';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { reconcilePayments } from '../payments/payments.reconcile.service';
import { chargeForTopUp, findPaymentIntent } from '../payments/payments.service';
import { addCard } from '../payments/payments.test-helpers';
import { resolveTeamAccess } from '../teams/teams.service';
import { issueTopUpDocuments } from './payment-documents.service';
import { renderDocumentPdf } from './payment-documents.pdf';
import { pdfText } from './payment-documents.test-helpers';

let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
const dataDir = mkdtempSync(path.join(tmpdir(), 'gh-docs-test-'));
/** A team's documents in the local storage folder. */
const teamFiles = (teamId: number) => (existsSync(path.join(dataDir, 'uploads')) ? readdirSync(path.join(dataDir, 'uploads')).filter((f) => f.startsWith(`document-${teamId}-`)) : []);

let t: TTestApp;
let staff: string;
let manager: string;
let associate: string;
let corner: string;
let demo: string;
let acme: number;
let europe: number;
let cornerId: number;
let associateId: number;
let managerId: number;
let gbCard: number;

type TDoc = { id: number; name: string; extension: string; type: 'invoice' | 'receipt' | 'request'; created_at: string };

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object | Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { ...t.as(token), ...headers }, payload });
const get = (url: string, token: string) => api('GET', url, token);
const docsOf = async (teamId: number, query = 'per_page=100', token = manager) => {
  const res = await get(`/teams/${teamId}/payment-documents?${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: TDoc[]; meta: { total: number; current_page: number; last_page: number; per_page: number } };
};
const outbox = async (kind: string) =>
  ((await get(`/admin/outbox?per_page=100`, staff)).json().data as { kind: string; to: string; text: string }[]).filter((m) => m.kind === kind);

const multipart = (fields: Record<string, string>, file?: { name: string; body: Buffer; type?: string }) => {
  const b = '----gifthub-docs-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file)
    parts.push(
      Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`),
      file.body,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${b}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
};
const upload = (teamId: number, fields: Record<string, string>, file?: { name: string; body: Buffer; type?: string }, token = staff) => {
  const m = multipart(fields, file);
  return api('POST', `/admin/teams/${teamId}/payment-documents`, token, m.payload, m.headers);
};

beforeAll(async () => {
  t = await createTestApp({ clock, config: { dataDir } });
  ({ staff, manager, associate, corner, demo, acme, europe, cornerId, associateId, managerId } = await signInSeedUsers(t));
  gbCard = (await addCard(t, manager, acme, '4000008260000000')).card!.id;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('card top-up documents', () => {
  let invoice: TDoc;
  let receipt: TDoc;

  it('a card top-up creates exactly one invoice and one receipt', async () => {
    const before = (await docsOf(acme)).meta.total;
    const res = await api('POST', `/teams/${acme}/top-up`, manager, { amount: 1000, payment_method: 'stripe', payment_method_id: gbCard });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1014.4, status: 'paid' });
    const list = await docsOf(acme);
    expect(list.meta.total).toBe(before + 2);
    const topUpId = res.json().id as number;
    const number = String(topUpId).padStart(6, '0');
    invoice = list.data.find((d) => d.name === `Invoice INV-${number}`)!;
    receipt = list.data.find((d) => d.name === `Receipt RCT-${number}`)!;
    expect(invoice).toMatchObject({ type: 'invoice', extension: 'pdf' });
    expect(receipt).toMatchObject({ type: 'receipt', extension: 'pdf' });
    expect(Object.keys(invoice).sort()).toEqual(['created_at', 'extension', 'id', 'name', 'type']);
    // Files go through storage (data/uploads by default) under random names.
    expect(teamFiles(acme).length).toBeGreaterThanOrEqual(2);
    expect(teamFiles(acme).every((f) => new RegExp(`^document-${acme}-[0-9a-f]{24}\\.pdf$`).test(f))).toBe(true);
  });

  it('the team downloads them as PDFs with the amounts, the card and the status', async () => {
    const res = await get(`/teams/${acme}/payment-documents/${invoice.id}/download`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.name}.pdf"; filename*=UTF-8''${encodeURIComponent(invoice.name)}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const s of ['INVOICE', 'Acme Ltd', 'Team balance top-up', '£1,000.00', 'Card processing fee', '£14.40', '£1,014.40', 'Visa •••• 0000', 'Paid', 'Gifthub Ltd'])
      expect(text).toContain(s);

    const r = await get(`/teams/${acme}/payment-documents/${receipt.id}/download`, manager);
    expect(r.statusCode).toBe(200);
    const rText = await pdfText(r.rawPayload);
    expect(rText).toContain('RECEIPT');
    expect(rText).toContain('£1,014.40');

    const meta = await get(`/teams/${acme}/payment-documents/${receipt.id}`, manager);
    expect(meta.json()).toEqual(receipt);
  });

  it("another team's document is 404, for a member of both teams as well", async () => {
    for (const url of [`/teams/${europe}/payment-documents/${invoice.id}/download`, `/teams/${europe}/payment-documents/${invoice.id}`])
      expect((await get(url, manager)).statusCode).toBe(404);
    expect((await get(`/teams/${acme}/payment-documents/999999/download`, manager)).statusCode).toBe(404);
    // Not a member of Acme at all.
    expect((await get(`/teams/${acme}/payment-documents/${invoice.id}/download`, corner)).statusCode).toBeGreaterThanOrEqual(403);
    expect((await docsOf(europe)).data.map((d) => d.id)).not.toContain(invoice.id);
  });

  it('issuing the documents again creates no duplicates, also when two calls race', async () => {
    const topUpId = Number(invoice.name.slice(-6));
    const before = (await docsOf(acme)).meta.total;
    expect(await issueTopUpDocuments(t.deps, topUpId)).toEqual([]);
    await Promise.all([issueTopUpDocuments(t.deps, topUpId), issueTopUpDocuments(t.deps, topUpId)]);
    expect((await docsOf(acme)).meta.total).toBe(before);
    const files = teamFiles(acme);
    expect(files.length).toBe(before); // no orphaned files from the losing inserts

    // Staff delete the receipt; issuing again brings back just that one.
    expect((await api('DELETE', `/admin/teams/${acme}/payment-documents/${receipt.id}`, staff)).statusCode).toBe(200);
    const again = await api('POST', `/admin/billing/top-ups/${topUpId}/documents`, staff);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.map((d: { type: string }) => d.type)).toEqual(['invoice', 'receipt']);
    expect((await docsOf(acme)).meta.total).toBe(before);
    expect((await api('POST', `/admin/billing/top-ups/999999/documents`, staff)).statusCode).toBe(404);
  });

  it('a failure to issue is logged, never thrown: the payment stands', async () => {
    expect(await issueTopUpDocuments(t.deps, 987654)).toEqual([]);
  });
});

describe('bank transfer documents', () => {
  it('the request gets an unpaid invoice with the bank details and reference; marked paid, a receipt', async () => {
    const res = await api('POST', `/teams/${acme}/top-up`, manager, { amount: 2500, payment_method: 'bank-transfer' });
    expect(res.statusCode).toBe(200);
    const id = res.json().id as number;
    const number = String(id).padStart(6, '0');
    let docs = (await docsOf(acme)).data.filter((d) => d.name.endsWith(number));
    expect(docs.map((d) => d.type)).toEqual(['invoice']);
    const text = await pdfText((await get(`/teams/${acme}/payment-documents/${docs[0]!.id}/download`, manager)).rawPayload);
    for (const s of ['Awaiting payment', '£2,500.00', `TOPUP-${number}`, 'Sort code', 'Account number']) expect(text).toContain(s);
    expect(text).not.toContain('Card processing fee');

    expect((await api('POST', `/admin/billing/top-ups/${id}/paid`, staff)).statusCode).toBe(200);
    docs = (await docsOf(acme)).data.filter((d) => d.name.endsWith(number));
    expect(docs.map((d) => d.type).sort()).toEqual(['invoice', 'receipt']);
    const receipt = docs.find((d) => d.type === 'receipt')!;
    const rText = await pdfText((await get(`/teams/${acme}/payment-documents/${receipt.id}/download`, manager)).rawPayload);
    expect(rText).toContain('Paid by bank transfer');
    expect(rText).toContain('£2,500.00');

    // Marking paid twice issues nothing more.
    await api('POST', `/admin/billing/top-ups/${id}/paid`, staff);
    expect((await docsOf(acme)).data.filter((d) => d.name.endsWith(number))).toHaveLength(2);
  });

  it('a cancelled request loses its unpaid invoice (row and file) and gets nothing more', async () => {
    const id = (await api('POST', `/teams/${acme}/top-up`, manager, { amount: 50, payment_method: 'bank-transfer' })).json().id as number;
    const ofTopUp = async () => (await docsOf(acme)).data.filter((d) => d.name.endsWith(String(id).padStart(6, '0')));
    expect((await ofTopUp()).map((d) => d.type)).toEqual(['invoice']);
    const files = teamFiles(acme).length;
    expect((await api('POST', `/admin/billing/top-ups/${id}/cancel`, staff)).statusCode).toBe(200);
    expect(await ofTopUp()).toEqual([]);
    expect(teamFiles(acme)).toHaveLength(files - 1);
    expect(await issueTopUpDocuments(t.deps, id)).toEqual([]);
    expect((await api('POST', `/admin/billing/top-ups/${id}/documents`, staff)).json()).toEqual({ data: [] });
  });
});

describe('reconciled card top-ups', () => {
  it('a repayment whose request died is recorded with its card label, as a repayment, with its documents', async () => {
    const access = await resolveTeamAccess(t.deps.db, acme, { id: managerId, isBbAdmin: false });
    // The charge succeeds but the request dies before billing records it.
    const charge = await chargeForTopUp(t.deps, access, { cardId: gbCard, amount: 20_000, repay: true });
    expect((await findPaymentIntent(t.deps.db, charge.paymentIntentId))!.purpose).toMatchObject({ card_label: 'Visa •••• 0000', repay: true, amount: 20_000 });
    offset += 11 * 60_000;
    const report = await reconcilePayments(t.deps);
    expect(report.actions.find((a) => a.paymentIntentId === charge.paymentIntentId)).toMatchObject({ action: 'applied' });
    const direct = (await get(`/teams/${acme}/transactions/direct?per_page=5`, manager)).json().data[0];
    expect(direct).toMatchObject({ type: 'credit-repayment', payment_method: 'Visa •••• 0000', description: 'Credit repayment by card (Visa •••• 0000)' });
    const ledger = (await get(`/teams/${acme}/transactions?per_page=5`, manager)).json().data[0];
    expect(ledger).toMatchObject({ type: 'credit-repayment', amount: 200 });
    const docs = (await docsOf(acme)).data.slice(0, 2);
    expect(docs.map((d) => d.type).sort()).toEqual(['invoice', 'receipt']);
    const text = await pdfText((await get(`/teams/${acme}/payment-documents/${docs.find((d) => d.type === 'invoice')!.id}/download`, manager)).rawPayload);
    expect(text).toContain('Credit repayment');
    expect(text).toContain('Visa •••• 0000');
  });
});

describe('document requests', () => {
  it('requires a message', async () => {
    for (const message of [undefined, '', '   ']) {
      const res = await api('POST', `/teams/${acme}/payment-documents/request`, manager, { type: 'invoice', ...(message === undefined ? {} : { message }) });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.message).toEqual(['Message is required.']);
    }
    const bad = await api('POST', `/teams/${acme}/payment-documents/request`, manager, { type: 'statement', message: 'x' });
    expect(bad.statusCode).toBe(422);
  });

  it('stores a downloadable request and e-mails staff', async () => {
    const before = (await outbox('payment-document-request')).length;
    const res = await api('POST', `/teams/${acme}/payment-documents/request`, manager, { type: 'receipt', message: 'Receipt for the May marketplace order, please.' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as TDoc;
    expect(doc).toMatchObject({ type: 'request', extension: 'pdf', name: `Receipt request REQ-${String(doc.id).padStart(6, '0')}` });
    const file = await get(`/teams/${acme}/payment-documents/${doc.id}/download`, manager);
    expect(file.statusCode).toBe(200);
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('DOCUMENT REQUEST');
    expect(text).toContain('Receipt for the May marketplace order, please.');
    const mails = await outbox('payment-document-request');
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]).toMatchObject({ to: t.deps.config.staffEmail });
    expect(mails[0]!.text).toContain('Receipt for the May marketplace order, please.');
    expect(mails[0]!.text).toContain('Maria Manager <manager@acme.test>');
  });
});

describe('list', () => {
  it('filters by type and pages in tens', async () => {
    for (let i = 0; i < 11; i++) expect((await api('POST', `/teams/${europe}/payment-documents/request`, manager, { type: 'invoice', message: `Invoice please #${i}` })).statusCode).toBe(200);
    await upload(europe, { type: 'invoice', name: 'March statement' }, { name: 'march.pdf', body: await renderDocumentPdf({ kind: 'request', number: 'X', date: new Date(), status: 'x', team: { id: 1, name: 'x' } }) });

    const first = await docsOf(europe, '');
    expect(first.meta).toEqual({ total: 12, current_page: 1, last_page: 2, per_page: 10, params: {} });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]!.name).toBe('March statement');
    const second = await docsOf(europe, 'page=2');
    expect(second.data).toHaveLength(2);
    expect(new Set([...first.data, ...second.data].map((d) => d.id)).size).toBe(12);

    expect((await docsOf(europe, 'type=invoice')).data.map((d) => d.name)).toEqual(['March statement']);
    const requests = await docsOf(europe, 'type=request&per_page=5&page=3');
    expect(requests.meta).toMatchObject({ total: 11, last_page: 3, current_page: 3 });
    expect(requests.data.map((d) => d.type)).toEqual(['request']);
    expect((await docsOf(europe, 'type=receipt')).data).toEqual([]);
    expect((await docsOf(europe, 'type=all')).meta.total).toBe(12);
    expect((await get(`/teams/${europe}/payment-documents?type=bogus`, manager)).statusCode).toBe(422);
  });
});

describe('permission gates', () => {
  it('an associate without team-finance is refused everything', async () => {
    const doc = (await docsOf(acme)).data[0]!;
    const setFinance = (on: boolean) =>
      api('PUT', `/teams/${acme}/members/${associateId}`, manager, { name: 'Adam Associate', permissions: { 'use-balance': true, 'use-cards': true, 'team-finance': on, 'view-others-orders': true } });
    expect((await setFinance(false)).statusCode).toBe(200);
    try {
      for (const url of [`/teams/${acme}/payment-documents`, `/teams/${acme}/payment-documents/${doc.id}`, `/teams/${acme}/payment-documents/${doc.id}/download`])
        expect((await get(url, associate)).statusCode).toBe(403);
      expect((await api('POST', `/teams/${acme}/payment-documents/request`, associate, { type: 'invoice', message: 'hi' })).statusCode).toBe(403);
    } finally {
      await setFinance(true);
    }
    expect((await get(`/teams/${acme}/payment-documents/${doc.id}/download`, associate)).statusCode).toBe(200);
  });

  it('the demo reads but cannot request', async () => {
    expect((await get(`/teams/${DEMO_TEAM_ID}/payment-documents`, demo)).statusCode).toBe(200);
    const res = await api('POST', `/teams/${DEMO_TEAM_ID}/payment-documents/request`, demo, { type: 'invoice', message: 'hi' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ERROR_CODES.demoReadOnly);
  });

  it('the staff routes are for staff only', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    expect((await get('/admin/payment-documents', manager)).statusCode).toBe(403);
    expect((await upload(acme, { type: 'invoice', name: 'x' }, { name: 'x.pdf', body: pdf }, manager)).statusCode).toBe(403);
    expect((await api('DELETE', `/admin/teams/${acme}/payment-documents/1`, manager)).statusCode).toBe(403);
    expect((await api('POST', `/admin/billing/top-ups/1/documents`, manager)).statusCode).toBe(403);
    expect((await get('/admin/payment-documents/1/download', manager)).statusCode).toBe(403);
  });
});

describe('staff uploads', () => {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);

  it('validates the file, type and size', async () => {
    const field = async (res: Awaited<ReturnType<typeof upload>>) => {
      expect(res.statusCode).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };
    expect((await field(await upload(cornerId, { type: 'invoice', name: 'Logo' }, { name: 'logo.png', body: Buffer.from('\x89PNG\r\n\x1a\n....'), type: 'application/pdf' }))).file).toEqual([paymentDocumentTexts.notPdf]);
    expect((await field(await upload(cornerId, { type: 'invoice', name: 'Nothing' }))).file).toEqual([paymentDocumentTexts.fileRequired]);
    expect((await field(await upload(cornerId, { type: 'request', name: 'x' }, { name: 'a.pdf', body: pdf }))).type).toEqual(['Type must be one of: invoice, receipt.']);
    expect((await field(await upload(cornerId, { name: 'x' }, { name: 'a.pdf', body: pdf }))).type).toEqual(['Type is required.']);
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    expect((await field(await upload(cornerId, { type: 'receipt', name: 'Big' }, { name: 'big.pdf', body: big }))).file).toEqual([paymentDocumentTexts.tooLarge]);
    expect((await api('POST', `/admin/teams/999999/payment-documents`, staff, multipart({ type: 'invoice' }, { name: 'a.pdf', body: pdf }).payload, multipart({}).headers)).statusCode).toBe(404);
    expect((await docsOf(cornerId, '', corner)).meta.total).toBe(0);
  });

  it('stores a 3 MB PDF for the team, named after the file when no name is given; staff delete it with its file', async () => {
    const res = await upload(cornerId, { type: 'receipt' }, { name: 'Receipt April 2025.pdf', body: pdf });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc).toMatchObject({ team_id: cornerId, team_name: 'Corner Shop', type: 'receipt', name: 'Receipt April 2025', extension: 'pdf', has_file: true, created_by: expect.stringContaining('staff@gifthub.test') });

    const list = await docsOf(cornerId, '', corner);
    expect(list.data.map((d) => d.id)).toEqual([doc.id]);
    const file = await get(`/teams/${cornerId}/payment-documents/${doc.id}/download`, corner);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const staffList = (await get(`/admin/payment-documents?team_id=${cornerId}`, staff)).json();
    expect(staffList.data.map((d: { id: number }) => d.id)).toEqual([doc.id]);
    expect((await get(`/admin/payment-documents?type=receipt&per_page=100`, staff)).json().data.every((d: { type: string }) => d.type === 'receipt')).toBe(true);
    expect((await get(`/admin/payment-documents/${doc.id}/download`, staff)).statusCode).toBe(200);

    // Delete under the wrong team is 404; under its own team it goes, file and all.
    expect((await api('DELETE', `/admin/teams/${acme}/payment-documents/${doc.id}`, staff)).statusCode).toBe(404);
    expect(teamFiles(cornerId)).toHaveLength(1);
    expect((await api('DELETE', `/admin/teams/${cornerId}/payment-documents/${doc.id}`, staff)).statusCode).toBe(200);
    expect(teamFiles(cornerId)).toHaveLength(0);
    expect((await get(`/teams/${cornerId}/payment-documents/${doc.id}/download`, corner)).statusCode).toBe(404);
  });
});
