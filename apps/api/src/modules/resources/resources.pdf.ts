import PDFDocument from 'pdfkit';
import { createTextWriter, printableText } from '../payment-documents/payment-documents.fonts';
import { contentBlocks } from './resources.content';

const INK = '#1a1b1e';
const MUTED = '#6b7079';
const ACCENT = '#1c7ed6';
const CODE_BG = '#f1f3f5';
const MARGIN = 56;

/**
 * A guide's downloadable PDF, made from its title, excerpt and sanitised HTML: headings, paragraphs, list items and
 * code blocks in order, on A4 with a footer. What staff get from "Generate from content" and what the seed stores.
 * Written in the embedded Noto fonts the other PDFs use, so Polish, Greek, Chinese or an emoji print as written.
 */
export function resourcePdf(p: { title: string; excerpt: string; html: string }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: printableText(p.title), Author: 'Gifthub' } });
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    const width = pdf.page.width - 2 * MARGIN;
    const text = createTextWriter(pdf);

    pdf.fillColor(ACCENT);
    text('bold', 9, 'GIFTHUB RESOURCES');
    pdf.moveDown(0.4).fillColor(INK);
    text('bold', 22, p.title);
    if (p.excerpt) {
      pdf.moveDown(0.4).fillColor(MUTED);
      text('regular', 12, p.excerpt);
    }
    pdf.moveDown(0.8);

    for (const b of contentBlocks(p.html)) {
      if (b.kind === 'h2') {
        pdf.moveDown(0.6).fillColor(ACCENT);
        text('bold', 15, b.text).moveDown(0.3);
      } else if (b.kind === 'h3') {
        pdf.moveDown(0.4).fillColor(INK);
        text('bold', 12.5, b.text).moveDown(0.2);
      } else if (b.kind === 'h4') {
        pdf.moveDown(0.3).fillColor(INK);
        text('bold', 11, b.text);
      } else if (b.kind === 'li') {
        pdf.fillColor(INK);
        text('regular', 10.5, `${b.ordinal ? `${b.ordinal}.` : '\u2022'}  ${b.text}`, undefined, { indent: 10, paragraphGap: 3 });
      } else if (b.kind === 'pre') {
        const h = text.heightOf('regular', 8.5, b.text, { width: width - 16 }) + 12;
        if (pdf.y + h > pdf.page.height - 70) pdf.addPage();
        const y = pdf.y;
        pdf.rect(MARGIN, y, width, h).fill(CODE_BG);
        pdf.fillColor(INK);
        text('regular', 8.5, b.text, { x: MARGIN + 8, y: y + 6 }, { width: width - 16 });
        pdf.x = MARGIN;
        pdf.moveDown(0.6);
      } else {
        pdf.fillColor(INK);
        text('regular', 10.5, b.text, undefined, { paragraphGap: 6, lineGap: 1.5 });
      }
    }

    // Left-aligned: pdfkit drops the spaces between runs of different fonts from a centred line.
    const range = pdf.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      pdf.switchToPage(i);
      const bottom = pdf.page.margins.bottom;
      pdf.page.margins.bottom = 0;
      pdf.fillColor(MUTED);
      text('regular', 8, `${p.title} \u2014 page ${i + 1} of ${range.count}`, { x: MARGIN, y: pdf.page.height - 40 }, { width, lineBreak: false });
      pdf.page.margins.bottom = bottom;
    }
    pdf.end();
  });
}
