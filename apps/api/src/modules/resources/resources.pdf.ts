import PDFDocument from 'pdfkit';
import { contentBlocks } from './resources.content';

const INK = '#1a1b1e';
const MUTED = '#6b7079';
const ACCENT = '#1c7ed6';
const CODE_BG = '#f1f3f5';

/** pdfkit's standard fonts speak WinAnsi: characters outside it print as their nearest plain form. */
const printable = (s: string) =>
  s
    .replace(/[\u2192\u21d2]/g, '->')
    .replace(/[\u2190]/g, '<-')
    .replace(/[\u2713\u2714]/g, 'v')
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/[^\x20-\x7e\u00a1-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u00a3\n]/g, '');

/**
 * A guide's downloadable PDF, made from its title, excerpt and sanitised HTML: headings, paragraphs, list items and
 * code blocks in order, on A4 with a footer. What staff get from "Generate from content" and what the seed stores.
 */
export function resourcePdf(p: { title: string; excerpt: string; html: string }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', margin: 56, bufferPages: true, info: { Title: printable(p.title), Author: 'Gifthub' } });
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    const width = pdf.page.width - 112;

    pdf.font('Helvetica-Bold').fontSize(9).fillColor(ACCENT).text('GIFTHUB RESOURCES');
    pdf.moveDown(0.4).font('Helvetica-Bold').fontSize(22).fillColor(INK).text(printable(p.title));
    if (p.excerpt) pdf.moveDown(0.4).font('Helvetica').fontSize(12).fillColor(MUTED).text(printable(p.excerpt));
    pdf.moveDown(0.8);

    for (const b of contentBlocks(p.html)) {
      const text = printable(b.text);
      if (b.kind === 'h2') pdf.moveDown(0.6).font('Helvetica-Bold').fontSize(15).fillColor(ACCENT).text(text).moveDown(0.3);
      else if (b.kind === 'h3') pdf.moveDown(0.4).font('Helvetica-Bold').fontSize(12.5).fillColor(INK).text(text).moveDown(0.2);
      else if (b.kind === 'h4') pdf.moveDown(0.3).font('Helvetica-Bold').fontSize(11).fillColor(INK).text(text);
      else if (b.kind === 'li') pdf.font('Helvetica').fontSize(10.5).fillColor(INK).text(`${b.ordinal ? `${b.ordinal}.` : '\u2022'}  ${text}`, { indent: 10, paragraphGap: 3 });
      else if (b.kind === 'pre') {
        pdf.font('Courier').fontSize(8.5);
        const h = pdf.heightOfString(text, { width: width - 16 }) + 12;
        if (pdf.y + h > pdf.page.height - 70) pdf.addPage();
        const y = pdf.y;
        pdf.rect(56, y, width, h).fill(CODE_BG);
        pdf.fillColor(INK).text(text, 64, y + 6, { width: width - 16 });
        pdf.x = 56;
        pdf.moveDown(0.6);
      } else pdf.font('Helvetica').fontSize(10.5).fillColor(INK).text(text, { paragraphGap: 6, lineGap: 1.5 });
    }

    const range = pdf.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      pdf.switchToPage(i);
      const bottom = pdf.page.margins.bottom;
      pdf.page.margins.bottom = 0;
      pdf.font('Helvetica').fontSize(8).fillColor(MUTED).text(`${printable(p.title)} \u2014 page ${i + 1} of ${range.count}`, 56, pdf.page.height - 40, { width, align: 'center' });
      pdf.page.margins.bottom = bottom;
    }
    pdf.end();
  });
}
