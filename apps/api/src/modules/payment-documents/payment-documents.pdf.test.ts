import { describe, expect, it } from 'vitest';
import { fontRuns, printableText } from './payment-documents.fonts';
import { renderDocumentPdf, type TDocumentPdf } from './payment-documents.pdf';
import { pdfText } from './payment-documents.test-helpers';

const date = new Date('2025-03-04T10:00:00Z');
const receipt = (teamName: string, extra: Partial<TDocumentPdf> = {}): TDocumentPdf => ({
  kind: 'receipt',
  number: 'RCT-000042',
  date,
  status: 'Paid',
  team: { id: 7, name: teamName },
  contact: { name: 'Ann Manager', email: 'ann@example.test' },
  lines: [
    { description: 'Team balance top-up', amount: 100_000 },
    { description: 'Card processing fee', amount: 1_440 },
  ],
  payment: { method: 'card', label: 'Visa •••• 4242', paidAt: date },
  ...extra,
});

describe('payment document PDFs print every script', () => {
  it.each(['Ελληνικά Δώρα ΑΕ', 'Zażółć gęślą jaźń Sp. z o.o.', 'Подарки ООО', '礼品有限公司', 'ギフト株式会社'])('a receipt for %s prints the name and the card label as written', async (name) => {
    const pdf = await renderDocumentPdf(receipt(name));
    const text = await pdfText(pdf);
    expect(text).toContain(name);
    expect(text).toContain('Paid by card (Visa •••• 4242) on 04/03/2025.');
    expect(text).toContain('£1,014.40');
    expect(text).not.toContain('?');
    // Only the used glyphs are embedded: a receipt stays small even with a Chinese name.
    expect(pdf.length).toBeLessThan(100_000);
  });

  it('a Latin-only receipt embeds no CJK font and stays a few kilobytes', async () => {
    const pdf = await renderDocumentPdf(receipt('Acme Ltd'));
    expect(pdf.length).toBeLessThan(30_000);
    expect(pdf.toString('latin1')).toContain('+NotoSans-Regular');
    expect(pdf.toString('latin1')).not.toContain('NotoSansHans');
  });

  it('names, contacts, lines and messages mixing scripts and emoji print as written', async () => {
    const team = 'Ελληνικά · Подарки · 礼品 🎁 Gifts';
    const pdf = await renderDocumentPdf(
      receipt(team, {
        contact: { name: 'Łukasz Żółw 李雷', email: 'lukasz@example.pl' },
        lines: [{ description: 'Top-up — 礼品 and Ελληνικά 👩‍💻', amount: 500 }],
      }),
    );
    const text = await pdfText(pdf);
    for (const s of [team, 'Łukasz Żółw 李雷 <lukasz@example.pl>', 'Top-up — 礼品 and Ελληνικά 👩‍💻']) expect(text).toContain(s);
    expect(text).not.toContain('?');

    const request = await pdfText(
      await renderDocumentPdf({
        kind: 'request',
        number: 'REQ-1',
        date,
        status: 'Requested',
        team: { id: 7, name: 'Подарки ООО' },
        request: { type: 'invoice', message: 'Пожалуйста, пришлите счёт.\r\nΕυχαριστώ! 谢谢 😀' },
      }),
    );
    expect(request).toContain('Пожалуйста, пришлите счёт.\nΕυχαριστώ! 谢谢 😀');
  });

  it('a letter drawn once as part of an accented letter keeps its text in later documents', async () => {
    // The subset of 'ś' holds the glyph of 's'; the fonts are shared between documents.
    await renderDocumentPdf(receipt('Śląsk Gęś'));
    const text = await pdfText(await renderDocumentPdf(receipt('Gifts Ltd')));
    expect(text).toContain('Gifts Ltd');
  });

  it('Chinese and Japanese names extract as written, not as the radicals that share their glyphs (⼭⽥ for 山田)', async () => {
    // Every ideograph a Kangxi radical folds to, plus names and radicals-supplement twins (長 ⻑, 民 ⺠, 見 ⻅).
    const kangxi = Array.from({ length: 0x2fd6 - 0x2f00 }, (_, i) => String.fromCodePoint(0x2f00 + i).normalize('NFKC')).join('');
    const names = ['山田 太郎', '長谷川 民子', '見本 金子 日本'];
    for (const name of names) {
      const invoice = await pdfText(await renderDocumentPdf(receipt(name, { kind: 'invoice', status: 'Unpaid', payment: undefined })));
      expect(invoice).toContain(name);
      const request = await pdfText(
        await renderDocumentPdf({ kind: 'request', number: 'REQ-2', date, status: 'Requested', team: { id: 7, name }, request: { type: 'invoice', message: `${name} 様` } }),
      );
      expect(request).toContain(`${name} 様`);
      expect(request).not.toMatch(/[\u2e80-\u2fdf]/u);
    }
    const text = await pdfText(await renderDocumentPdf(receipt('Ideographs', { lines: [{ description: kangxi, amount: 100 }] })));
    expect(text.replace(/\s/g, '')).toContain(kangxi);
    // A radical written as such still prints (its glyph is the ideograph's), read back as the ideograph.
    expect(await pdfText(await renderDocumentPdf(receipt('⽥ Ltd')))).toContain('田 Ltd');
  });

  it('a character no embedded font has prints as U+FFFD, never as "?"', async () => {
    const text = await pdfText(await renderDocumentPdf(receipt('한국 선물 Ltd')));
    expect(text).toContain('�� �� Ltd');
    expect(text).not.toContain('?');
  });
});

describe('font runs', () => {
  it('picks Noto Sans for Latin, Greek and Cyrillic, the CJK font for Han and kana, Noto Emoji for emoji', () => {
    expect(fontRuns('Acme Ελλάς Жук 礼品 かな 🎁 ❤️ Ltd', 'regular')).toEqual([
      { font: 'NotoSans-Regular.ttf', text: 'Acme Ελλάς Жук ' },
      { font: 'NotoSansHans-Regular.otf', text: '礼品 かな ' },
      { font: 'NotoEmoji-Regular', text: '🎁' },
      { font: 'NotoSans-Regular.ttf', text: ' ' },
      { font: 'NotoEmoji-Regular', text: '❤️' },
      { font: 'NotoSans-Regular.ttf', text: ' Ltd' },
    ]);
    expect(fontRuns('礼品', 'bold')).toEqual([{ font: 'NotoSansHans-Bold.otf', text: '礼品' }]);
    // An emoji sequence stays whole (one ligature glyph), joiners and all.
    expect(fontRuns('👩‍💻', 'bold')).toEqual([{ font: 'NotoEmoji-Regular', text: '👩‍💻' }]);
  });

  it('drops control and bidi characters, keeps line breaks and replaces lone surrogates', () => {
    expect(printableText('a\u0000b\u001bc\td\r\ne\rf\u202eg\u0085h')).toBe('abc d\ne\nfgh');
    expect(printableText('x\ud800y')).toBe('x\ufffdy');
    expect(fontRuns('a\u200bb\u00adc', 'regular')).toEqual([{ font: 'NotoSans-Regular.ttf', text: 'abc' }]);
  });
});
