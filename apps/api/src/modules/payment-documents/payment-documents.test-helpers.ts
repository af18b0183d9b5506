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
