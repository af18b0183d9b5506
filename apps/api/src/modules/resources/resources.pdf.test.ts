import { describe, expect, it } from 'vitest';
import { pdfText } from '../payment-documents/payment-documents.test-helpers';
import { resourcePdf } from './resources.pdf';

describe("a guide's PDF", () => {
  it('keeps every script as written, in the embedded Noto fonts (no standard font that drops them)', async () => {
    const title = 'Gifts for Łódź, Αθήνα and 東京';
    const written = ['Zażółć gęślą jaźń', 'Подарки для команды', '山田 太郎 様へのギフト', 'Ευχαριστώ πολύ 🎁', 'const 名前 = "→ ✓";'];
    const html = `<h2>${written[0]}</h2><p>${written[1]}</p><ul><li>${written[2]}</li></ul><h3>${written[3]}</h3><pre><code>${written[4]}</code></pre>`;
    const pdf = await resourcePdf({ title, excerpt: 'Ünïcödé für alle — 礼品', html });
    const text = await pdfText(pdf);
    for (const s of [title, 'Ünïcödé für alle — 礼品', ...written]) expect(text).toContain(s);
    expect(text).toContain(`${title} — page 1 of 1`);
    expect(text).not.toContain('?');
    const raw = pdf.toString('latin1');
    expect(raw).toContain('+NotoSans-Bold');
    expect(raw).not.toContain('Helvetica');
  });
});
