import PDFDocument from 'pdfkit';
import { formatPence } from '@gifthub/shared/pricing';

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

// The built-in Helvetica only has the Windows-1252 characters: others lose their accents ('ż' → 'z') or become '?'.
const CP1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const printable = (ch: string) => {
  const c = ch.codePointAt(0)!;
  return (c >= 0x20 && c < 0x7f) || (c >= 0xa0 && c <= 0xff) || c === 0x0a || CP1252_EXTRA.includes(ch);
};
const STROKED: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ħ: 'h', Ħ: 'H', ı: 'i' };
export const toWinAnsi = (s: string) =>
  Array.from(s.replace(/\r\n?/g, '\n').replace(/\t/g, ' '), (ch) => {
    if (printable(ch)) return ch;
    const plain = (STROKED[ch] ?? ch).normalize('NFKD').replace(/\p{M}/gu, '');
    return plain && Array.from(plain).every(printable) ? plain : '?';
  }).join('');

const INK = '#1a1b1e';
const MUTED = '#6b7079';
const RULE = '#d5d8dc';
const ACCENT = '#1c7ed6';
const LEFT = 50;
const RIGHT = 545; // A4 is 595 pt wide
const WIDTH = RIGHT - LEFT;

/** Renders an invoice, receipt or request as a one-page A4 PDF with pdfkit's built-in Helvetica. */
export function renderDocumentPdf(input: TDocumentPdf): Promise<Buffer> {
  const d = printableDocument(input);
  const title = TITLES[d.kind];
  const total = (d.lines ?? []).reduce((sum, l) => sum + l.amount, 0);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: {
      Title: `${title.charAt(0)}${title.slice(1).toLowerCase()} ${d.number}`,
      Author: COMPANY.name,
      Subject: d.lines ? `${d.team.name}: total ${formatPence(total)}` : `${d.team.name}: ${d.request?.type ?? ''} request`,
      CreationDate: d.date,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  // Seller block (left) and the document's title and facts (right).
  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(COMPANY.name, LEFT, 50);
  pdf.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of [...COMPANY.address, COMPANY.email]) pdf.text(line);

  pdf.fillColor(ACCENT).font('Helvetica-Bold').fontSize(20).text(title, LEFT, 50, { width: WIDTH, align: 'right' });
  let y = 80;
  for (const [label, value] of [
    ['Number', d.number],
    ['Date', ukDate(d.date)],
    ['Status', d.status],
  ] as const) {
    pdf.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, 360, y, { width: 80 });
    pdf.font('Helvetica-Bold').fillColor(INK).text(value, 440, y, { width: RIGHT - 440, align: 'right' });
    y += 14;
  }

  // Bill to.
  y = Math.max(y, pdf.y) + 24;
  pdf.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(d.kind === 'request' ? 'REQUESTED BY' : 'BILL TO', LEFT, y);
  pdf.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(d.team.name, LEFT, y + 14);
  pdf.font('Helvetica').fontSize(9).fillColor(MUTED).text(`Team #${d.team.id}`);
  if (d.contact) pdf.text(`${d.contact.name} <${d.contact.email}>`);
  y = pdf.y + 24;

  if (d.lines) {
    // Line items: description and amount, then the total.
    const rule = (at: number, color = RULE) => pdf.moveTo(LEFT, at).lineTo(RIGHT, at).lineWidth(0.8).strokeColor(color).stroke();
    pdf.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text('DESCRIPTION', LEFT, y).text('AMOUNT', LEFT, y, { width: WIDTH, align: 'right' });
    y += 16;
    rule(y);
    y += 10;
    for (const line of d.lines) {
      pdf.font('Helvetica').fontSize(10).fillColor(INK).text(line.description, LEFT, y, { width: WIDTH - 120 });
      pdf.text(formatPence(line.amount), RIGHT - 120, y, { width: 120, align: 'right' });
      y = Math.max(pdf.y, y + 14) + 8;
      rule(y);
      y += 10;
    }
    pdf.font('Helvetica-Bold').fontSize(11).fillColor(INK).text('Total', RIGHT - 240, y, { width: 120 });
    pdf.text(formatPence(total), RIGHT - 120, y, { width: 120, align: 'right' });
    y += 18;
    rule(y, INK);
    y += 28;
  }

  if (d.payment) {
    pdf.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text('PAYMENT', LEFT, y);
    pdf.font('Helvetica').fontSize(10).fillColor(INK);
    const p = d.payment;
    if (p.method === 'card') {
      pdf.text(`Paid by card (${p.label}) on ${ukDate(p.paidAt)}.`, LEFT, y + 14, { width: WIDTH });
    } else if (p.paidAt) {
      pdf.text(`Paid by bank transfer, received on ${ukDate(p.paidAt)}. Reference ${p.reference}.`, LEFT, y + 14, { width: WIDTH });
    } else {
      pdf.text('Please pay by bank transfer to the account below, quoting the reference, so we can match your payment.', LEFT, y + 14, { width: WIDTH });
      const boxY = pdf.y + 10;
      const rows = [
        ['Account name', COMPANY.bank.accountName],
        ['Bank', COMPANY.bank.bank],
        ['Sort code', COMPANY.bank.sortCode],
        ['Account number', COMPANY.bank.accountNumber],
        ['Reference', p.reference],
      ] as const;
      pdf.roundedRect(LEFT, boxY, WIDTH, rows.length * 16 + 16, 4).fillColor('#f1f3f5').fill();
      rows.forEach(([label, value], i) => {
        pdf.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, LEFT + 12, boxY + 10 + i * 16, { width: 130 });
        pdf.font('Helvetica-Bold').fillColor(INK).text(value, LEFT + 150, boxY + 10 + i * 16, { width: WIDTH - 162 });
      });
      pdf.y = boxY + rows.length * 16 + 16;
      pdf.font('Helvetica').fontSize(9).fillColor(MUTED).text('Your team balance rises as soon as the payment arrives.', LEFT, pdf.y + 10, { width: WIDTH });
    }
  }

  if (d.request) {
    pdf.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text('REQUEST', LEFT, y);
    pdf.font('Helvetica').fontSize(10).fillColor(INK).text(`A new ${d.request.type} was requested with this message:`, LEFT, y + 14, { width: WIDTH });
    pdf.moveDown(0.6).font('Helvetica-Oblique').text(d.request.message, { width: WIDTH });
    pdf.moveDown(1).font('Helvetica').fontSize(9).fillColor(MUTED).text('Our accounts team will add the document to your payment documents.', { width: WIDTH });
  }

  // Footer.
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(`${COMPANY.name} · ${COMPANY.address.join(', ')} · ${COMPANY.registration}`, LEFT, 780, { width: WIDTH, align: 'center', lineBreak: false });
  pdf.end();
  return done;
}

function printableDocument(d: TDocumentPdf): TDocumentPdf {
  return {
    ...d,
    team: { ...d.team, name: toWinAnsi(d.team.name) },
    contact: d.contact ? { name: toWinAnsi(d.contact.name), email: toWinAnsi(d.contact.email) } : d.contact,
    lines: d.lines?.map((l) => ({ ...l, description: toWinAnsi(l.description) })),
    request: d.request ? { ...d.request, message: toWinAnsi(d.request.message) } : undefined,
    payment: d.payment?.method === 'card' ? { ...d.payment, label: toWinAnsi(d.payment.label) } : d.payment,
  };
}
