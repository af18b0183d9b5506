import { eq, inArray } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { formatQuoteMoney, JOB_STATUSES, packTotals, type TEnquirySource, type TEnquiryStatus, type TInvoiceStatus, type TJobStatus } from '@gifthub/shared/print-orders';
import type { TDeps } from '../deps';
import { randomSecret } from '../lib/secrets';
import type { Db } from './client';
import { omsCustomerPacks, omsFiles, omsJobs, teamMembers, teams } from './schema';
import { seededGenerator } from './seed-random';

const DAY = 86_400_000;
const ITEMS = ['Branded notebooks', 'Tote bags', 'Enamel mugs', 'Sticker sheets', 'Presentation folders', 'Recycled pens', 'Gift boxes', 'Lanyards', 'Desk calendars', 'Water bottles', 'Hoodies', 'Greeting cards', 'Coasters', 'Phone stands', 'Tea tins'];
const STEPS = 8;
// How far along each status is (steps finished of 8).
const STEPS_AT: Record<TJobStatus, number> = { hold: 2, draft: 0, production_ready: 1, ordered: 3, qc: 5, production_done: 6, packaging: 7, sent: 8, completed: 8 };
const ENQUIRIES: { status: TEnquiryStatus; source: TEnquirySource; name: string; quantity: number; message: string }[] = [
  { status: 'enquiry_fresh', source: 'new-order', name: 'Conference welcome packs', quantity: 300, message: 'A5 notebook, pen and lanyard in a kraft box, our logo on each. Needed for 14 May.' },
  { status: 'enquiry_fresh', source: 'form', name: 'Embroidered caps', quantity: 150, message: 'Navy caps with a white embroidered logo on the front.' },
  { status: 'enquiry_progress', source: 'email', name: 'Christmas hampers', quantity: 80, message: 'Premium hampers for clients: wine, chocolates and a branded card.' },
  { status: 'enquiry_invoice', source: 'phone', name: 'Printed mouse mats', quantity: 500, message: 'Full-colour print, rubber base, 240 × 200 mm.' },
  { status: 'enquiry_payment', source: 're-order', name: 'Reorder: Tote bags', quantity: 400, message: 'Same as last time, natural cotton with black print.' },
  { status: 'enquiry_ready', source: 'product', name: 'Onboarding boxes', quantity: 60, message: 'New-starter box with a hoodie, bottle and notebook.' },
  { status: 'enquiry_ignored', source: 'builder', name: 'Umbrellas', quantity: 40, message: 'Golf umbrellas, two colours.' },
  { status: 'enquiry_cancelled', source: 'manual', name: 'Event wristbands', quantity: 1000, message: 'Silicone wristbands for the summer event (event cancelled).' },
];

type TFileSeed = { jobId: number; kind: 'attachment' | 'invoice'; name: string; status: TInvoiceStatus | null; at: Date };

/** One team's print orders: a job in every status (and more finished ones for paging), enquiries, packs and files. */
async function seedTeam(db: Db, teamId: number, authorId: number | null, now: Date, extraJobs: number) {
  const rnd = seededGenerator(`print-orders-${teamId}`);
  const files: TFileSeed[] = [];
  // Older finished jobs first (for paging), then one job in every status: the newest, on the first page.
  const statuses: TJobStatus[] = [...Array.from({ length: extraJobs }, () => 'completed' as TJobStatus), ...JOB_STATUSES];
  for (const [i, status] of statuses.entries()) {
    const created = new Date(now.getTime() - (statuses.length - i) * 4 * DAY - rnd.int(0, 6) * 3_600_000);
    const quantity = rnd.pick([100, 150, 250, 300, 500, 1000]);
    const done = status === 'completed';
    const recent = statuses.length - 1 - i;
    const name = recent < ITEMS.length ? ITEMS[recent]! : `${rnd.pick(ITEMS)} (${created.toLocaleString('en-GB', { month: 'short', year: 'numeric' })})`;
    const [job] = await db
      .insert(omsJobs)
      .values({
        teamId,
        createdBy: authorId,
        state: 'job',
        name,
        orderName: `${name} — ${created.getFullYear()}`,
        orderId: `ORD-${String(10_000 + teamId * 100 + i)}`,
        quantity,
        status,
        enquirySource: rnd.pick(['new-order', 're-order', 'email'] as const),
        enquiryMessage: `${quantity} × ${name.toLowerCase()}, branded with our logo.`,
        stepsFinished: STEPS_AT[status],
        stepsTotal: STEPS,
        finishedAt: done ? new Date(Math.min(created.getTime() + 21 * DAY, now.getTime() - 3_600_000)) : null,
        // Some running jobs have only a deadline, so the completion date falls back to it.
        plannedFinish: done ? new Date(created.getTime() + 20 * DAY) : i % 3 !== 1 ? new Date(now.getTime() + (recent + 2) * 3 * DAY) : null,
        deadline: done ? new Date(created.getTime() + 28 * DAY) : new Date(now.getTime() + (recent + 4) * 3 * DAY),
        createdAt: created,
        updatedAt: created,
      })
      .returning();
    await addPack(db, job!.id, quantity, rnd.int(120, 900), created, 'accepted');
    if (recent < 12) {
      files.push({ jobId: job!.id, kind: 'attachment', name: `${name} artwork proof`, status: null, at: new Date(created.getTime() + 2 * DAY) });
      files.push({ jobId: job!.id, kind: 'invoice', name: `Invoice ${job!.id}-1`, status: done ? 'paid' : rnd.pick(['unpaid', 'part', 'paid'] as const), at: new Date(created.getTime() + 3 * DAY) });
    }
  }
  for (const [i, e] of ENQUIRIES.entries()) {
    const created = new Date(now.getTime() - (ENQUIRIES.length - i) * 2 * DAY);
    const [job] = await db
      .insert(omsJobs)
      .values({ teamId, createdBy: authorId, state: 'enquiry', name: e.name, quantity: e.quantity, status: e.status, enquirySource: e.source, enquiryMessage: e.message, createdAt: created, updatedAt: created })
      .returning();
    if (e.status !== 'enquiry_fresh' && e.status !== 'enquiry_ignored') {
      await addPack(db, job!.id, e.quantity, rnd.int(150, 1200), new Date(created.getTime() + DAY), e.status === 'enquiry_cancelled' ? 'rejected' : 'sent');
      if (e.status === 'enquiry_payment' || e.status === 'enquiry_ready')
        files.push({ jobId: job!.id, kind: 'invoice', name: `Pro forma ${job!.id}`, status: e.status === 'enquiry_ready' ? 'paid' : 'part', at: new Date(created.getTime() + DAY) });
    }
  }
  for (const f of files)
    await db.insert(omsFiles).values({ jobId: f.jobId, kind: f.kind, name: f.name, status: f.status, extension: 'pdf', publicKey: randomSecret(24), storageKey: `oms-${f.jobId}-${randomSecret(18)}.pdf`, createdAt: f.at });
}

async function addPack(db: Db, jobId: number, quantity: number, ppu: number, at: Date, status: 'sent' | 'accepted' | 'rejected') {
  const shipping = 2500;
  const extra = quantity >= 500 ? 1500 : 0;
  const quote = { ppu, quantity, shipping, extra, currency: 'GBP', ...packTotals({ ppu, quantity, shipping, extra }) };
  await db.insert(omsCustomerPacks).values({ jobId, key: randomSecret(24), version: 1, status, quote, repliedBy: 'Sam Staff', reply: 'Thank you for your enquiry: here is our quote.', createdAt: at });
}

/**
 * Print orders on first start (issue 16): Acme Ltd and the demo team have the order-management customer link, with
 * jobs in every status, enquiries in several, quotes, attachments and invoices; Corner Shop has none. The files'
 * bytes are written by seedPrintOrderFiles once storage exists (server.ts).
 */
export async function seedPrintOrders(db: Db, now = new Date()) {
  const targets = [
    { slug: 'acme', customerId: 41_001, extraJobs: 45 },
    { slug: 'demo', customerId: 41_132, extraJobs: 6 },
  ];
  for (const t of targets) {
    const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.slug, t.slug));
    if (!team) continue;
    await db.update(teams).set({ omsCustomerId: t.customerId }).where(eq(teams.id, team.id));
    const [author] = await db.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, team.id)).orderBy(teamMembers.userId).limit(1);
    await seedTeam(db, team.id, author?.userId ?? null, now, t.extraJobs);
  }
}

/** A small PDF: the document's title, its job and a few lines. */
export function omsPdf(p: { title: string; job: string; lines: string[] }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: p.title } });
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.font('Helvetica-Bold').fontSize(20).fillColor('#1c7ed6').text(p.title);
    pdf.moveDown(0.5).font('Helvetica').fontSize(11).fillColor('#1a1b1e').text(p.job);
    pdf.moveDown();
    for (const line of p.lines) pdf.text(line);
    pdf.end();
  });
}

/** Writes the seeded files' PDFs to storage (those not there yet). */
export async function seedPrintOrderFiles(deps: Pick<TDeps, 'db' | 'storage'>) {
  const rows = await deps.db.select({ file: omsFiles, job: omsJobs }).from(omsFiles).innerJoin(omsJobs, eq(omsJobs.id, omsFiles.jobId));
  const packs = rows.length ? await deps.db.select().from(omsCustomerPacks).where(inArray(omsCustomerPacks.jobId, [...new Set(rows.map((r) => r.job.id))])) : [];
  for (const { file, job } of rows) {
    if (await deps.storage.exists(file.storageKey)) continue;
    const quote = packs.find((p) => p.jobId === job.id)?.quote;
    const money = (pence: number) => formatQuoteMoney(pence / 100, quote?.currency ?? 'GBP');
    const lines =
      file.kind === 'invoice'
        ? [`Status: ${file.status}`, `Quantity: ${job.quantity}`, ...(quote ? [`Unit price: ${money(quote.ppu)}`, `Shipping: ${money(quote.shipping)}`, `Total: ${money(quote.total)}`] : [])]
        : ['Artwork proof for approval.', 'Colours: as per the brand guidelines.', 'Print area: 80 × 40 mm.'];
    const body = await omsPdf({ title: file.kind === 'invoice' ? 'INVOICE' : 'ARTWORK PROOF', job: `${file.name} — ${job.name} (#${job.id})`, lines });
    await deps.storage.put(file.storageKey, body, 'application/pdf');
  }
}
