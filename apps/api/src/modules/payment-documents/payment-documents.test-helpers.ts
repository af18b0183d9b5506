import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a PDF shows, read the way a viewer's copy and search read it (pdf.js through the fonts' ToUnicode maps),
 * one line per line of the page.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  try {
    let out = '';
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      for (const item of content.items) if ('str' in item) out += item.str + (item.hasEOL ? '\n' : '');
      out += '\n';
    }
    return out;
  } finally {
    await doc.destroy();
  }
}

export type TPdfTextItem = { str: string; page: number; x: number; y: number; width: number; height: number };

/** The text items of a PDF with their boxes in points from the page's top-left corner (as pdfkit draws), as pdf.js reads them. */
export async function pdfTextItems(pdf: Buffer): Promise<TPdfTextItem[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const out: TPdfTextItem[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const pageHeight = page.view[3]!;
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item) || !item.str.trim()) continue;
        // transform[5] is the baseline from the bottom; the box runs from the baseline up by the item's height.
        out.push({ str: item.str, page: n, x: item.transform[4], y: pageHeight - item.transform[5] - item.height, width: item.width, height: item.height });
      }
    }
    return out;
  } finally {
    await doc.destroy();
  }
}
