import PDFDocument from 'pdfkit';
import { formatPence } from '@gifthub/shared/pricing';
import { createTextWriter, printableText } from './payment-documents.fonts';

/** The company printed on every document: seller block, bank details for transfers, footer. */
export const COMPANY = {
  name: 'Gifthub Ltd',
  address: ['Unit 4, 12 Example Yard', 'London EC1A 4HD', 'United Kingdom'],
  email: 'accounts@gifthub.test',
  registration: 'Registered in England and Wales',
  bank: { accountName: 'Gifthub Ltd', bank: 'Example Bank plc', sortCode: '00-00-00', accountNumber: '00000000' },
} as const;

export type TPdfPayment =
  | { method: 'card'; label: string; paidAt: Date }
  | { method: 'bank-transfer'; reference: string; paidAt: Date | null };

export type TDocumentPdf = {
  kind: 'invoice' | 'receipt' | 'request';
  number: string;
  date: Date;
  status: string;
  team: { id: number; name: string };
  contact?: { name: string; email: string } | null;
  /** Line items in pence. */
  lines?: { description: string; amount: number }[];
  payment?: TPdfPayment;
  request?: { type: 'invoice' | 'receipt'; message: string };
};

const TITLES: Record<TDocumentPdf['kind'], string> = { invoice: 'INVOICE', receipt: 'RECEIPT', request: 'DOCUMENT REQUEST' };

/** DD/MM/YYYY, the team's calendar day in the UK. */
export const ukDate = (d: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);

const INK = '#1a1b1e';
const MUTED = '#6b7079';
const RULE = '#d5d8dc';
const ACCENT = '#1c7ed6';
const LEFT = 50;
const RIGHT = 545; // A4 is 595 pt wide
const WIDTH = RIGHT - LEFT;

type TPage = { pdf: PDFKit.PDFDocument; text: ReturnType<typeof createTextWriter> };

/** Seller block (left) and the document's title and facts (right); answers where the next block starts. */
function drawHeader({ pdf, text }: TPage, d: TDocumentPdf): number {
  pdf.fillColor(INK);
  text('bold', 18, COMPANY.name, { x: LEFT, y: 50 });
  pdf.fillColor(MUTED);
  for (const line of [...COMPANY.address, COMPANY.email]) text('regular', 9, line);

  pdf.fillColor(ACCENT);
  text('bold', 20, TITLES[d.kind], { x: LEFT, y: 50 }, { width: WIDTH, align: 'right' });
  let y = 80;
  for (const [label, value] of [
    ['Number', d.number],
    ['Date', ukDate(d.date)],
    ['Status', d.status],
  ] as const) {
    pdf.fillColor(MUTED);
    text('regular', 9, label, { x: 360, y }, { width: 80 });
    pdf.fillColor(INK);
    text('bold', 9, value, { x: 440, y }, { width: RIGHT - 440, align: 'right' });
    y += 14;
  }
  return y;
}

function drawBillTo({ pdf, text }: TPage, d: TDocumentPdf, top: number): number {
  const y = Math.max(top, pdf.y) + 24;
  pdf.fillColor(MUTED);
  text('bold', 9, d.kind === 'request' ? 'REQUESTED BY' : 'BILL TO', { x: LEFT, y });
  pdf.fillColor(INK);
  text('bold', 11, d.team.name, { x: LEFT, y: y + 14 }, { width: WIDTH });
  pdf.fillColor(MUTED);
  text('regular', 9, `Team #${d.team.id}`);
  if (d.contact) text('regular', 9, `${d.contact.name} <${d.contact.email}>`, undefined, { width: WIDTH });
  return pdf.y + 24;
}

/** Line items: description and amount, then the total. */
function drawLines({ pdf, text }: TPage, lines: NonNullable<TDocumentPdf['lines']>, total: number, top: number): number {
  const rule = (at: number, color = RULE) => pdf.moveTo(LEFT, at).lineTo(RIGHT, at).lineWidth(0.8).strokeColor(color).stroke();
  let y = top;
  pdf.fillColor(MUTED);
  text('bold', 9, 'DESCRIPTION', { x: LEFT, y });
  text('bold', 9, 'AMOUNT', { x: LEFT, y }, { width: WIDTH, align: 'right' });
  y += 16;
  rule(y);
  y += 10;
  pdf.fillColor(INK);
  for (const line of lines) {
    text('regular', 10, line.description, { x: LEFT, y }, { width: WIDTH - 120 });
    const below = pdf.y;
    text('regular', 10, formatPence(line.amount), { x: RIGHT - 120, y }, { width: 120, align: 'right' });
    y = Math.max(below, pdf.y, y + 14) + 8;
    rule(y);
    y += 10;
  }
  text('bold', 11, 'Total', { x: RIGHT - 240, y }, { width: 120 });
  text('bold', 11, formatPence(total), { x: RIGHT - 120, y }, { width: 120, align: 'right' });
  y += 18;
  rule(y, INK);
  return y + 28;
}

/** An unpaid bank transfer: our account in a shaded box, with the reference to quote. */
function drawBankDetails({ pdf, text }: TPage, reference: string) {
  const boxY = pdf.y + 10;
  const rows = [
    ['Account name', COMPANY.bank.accountName],
    ['Bank', COMPANY.bank.bank],
    ['Sort code', COMPANY.bank.sortCode],
    ['Account number', COMPANY.bank.accountNumber],
    ['Reference', reference],
  ] as const;
  pdf.roundedRect(LEFT, boxY, WIDTH, rows.length * 16 + 16, 4).fillColor('#f1f3f5').fill();
  rows.forEach(([label, value], i) => {
    pdf.fillColor(MUTED);
    text('regular', 10, label, { x: LEFT + 12, y: boxY + 10 + i * 16 }, { width: 130 });
    pdf.fillColor(INK);
    text('bold', 10, value, { x: LEFT + 150, y: boxY + 10 + i * 16 }, { width: WIDTH - 162 });
  });
  pdf.y = boxY + rows.length * 16 + 16;
  pdf.fillColor(MUTED);
  text('regular', 9, 'Your team balance rises as soon as the payment arrives.', { x: LEFT, y: pdf.y + 10 }, { width: WIDTH });
}

function drawPayment(page: TPage, p: TPdfPayment, y: number) {
  const { pdf, text } = page;
  pdf.fillColor(MUTED);
  text('bold', 9, 'PAYMENT', { x: LEFT, y });
  pdf.fillColor(INK);
  const at = { x: LEFT, y: y + 14 };
  if (p.method === 'card') {
    text('regular', 10, `Paid by card (${p.label}) on ${ukDate(p.paidAt)}.`, at, { width: WIDTH });
  } else if (p.paidAt) {
    text('regular', 10, `Paid by bank transfer, received on ${ukDate(p.paidAt)}. Reference ${p.reference}.`, at, { width: WIDTH });
  } else {
    text('regular', 10, 'Please pay by bank transfer to the account below, quoting the reference, so we can match your payment.', at, { width: WIDTH });
    drawBankDetails(page, p.reference);
  }
}

function drawRequest({ pdf, text }: TPage, request: NonNullable<TDocumentPdf['request']>, y: number) {
  pdf.fillColor(MUTED);
  text('bold', 9, 'REQUEST', { x: LEFT, y });
  pdf.fillColor(INK);
  text('regular', 10, `A new ${request.type} was requested with this message:`, { x: LEFT, y: y + 14 }, { width: WIDTH });
  pdf.moveDown(0.6);
  text('italic', 10, request.message, undefined, { width: WIDTH });
  pdf.moveDown(1).fillColor(MUTED);
  text('regular', 9, 'Our accounts team will add the document to your payment documents.', undefined, { width: WIDTH });
}

/** Renders an invoice, receipt or request as a one-page A4 PDF in Noto Sans (with Chinese and emoji fallbacks, see the fonts file). */
export function renderDocumentPdf(d: TDocumentPdf): Promise<Buffer> {
  const title = TITLES[d.kind];
  const total = (d.lines ?? []).reduce((sum, l) => sum + l.amount, 0);
  const teamName = printableText(d.team.name);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: {
      Title: `${title.charAt(0)}${title.slice(1).toLowerCase()} ${d.number}`,
      Author: COMPANY.name,
      Subject: d.lines ? `${teamName}: total ${formatPence(total)}` : `${teamName}: ${d.request?.type ?? ''} request`,
      CreationDate: d.date,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const page: TPage = { pdf, text: createTextWriter(pdf) };

  let y = drawBillTo(page, d, drawHeader(page, d));
  if (d.lines) y = drawLines(page, d.lines, total, y);
  if (d.payment) drawPayment(page, d.payment, y);
  if (d.request) drawRequest(page, d.request, y);

  // Footer.
  pdf.fillColor(MUTED);
  page.text('regular', 8, `${COMPANY.name} · ${COMPANY.address.join(', ')} · ${COMPANY.registration}`, { x: LEFT, y: 780 }, { width: WIDTH, align: 'center', lineBreak: false });
  pdf.end();
  return done;
}
