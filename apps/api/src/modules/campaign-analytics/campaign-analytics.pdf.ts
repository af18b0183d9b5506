import PDFDocument from 'pdfkit';
import { DATE_RANGE_LABELS, seriesPoints, USER_RANGE_LABELS, type TAnalyticsSeries, type TCampaignAnalytics, type TSpentSeries } from '@gifthub/shared/campaign-analytics';
import { formatPence, toPence } from '@gifthub/shared/pricing';
import { createTextWriter, printableText } from '../payment-documents/payment-documents.fonts';
import { COMPANY, ukDate } from '../payment-documents/payment-documents.pdf';

const INK = '#1a1b1e';
const MUTED = '#6b7079';
const RULE = '#d5d8dc';
const ACCENT = '#1c7ed6';
const LEFT = 50;
const RIGHT = 545;
const WIDTH = RIGHT - LEFT;

export type TRoiSummary = { campaign: { id: number; name: string }; team: string; analytics: TCampaignAnalytics; at: Date };

const pounds = (p: number) => formatPence(toPence(p));
const day = (d: string | null) => (d ? ukDate(new Date(`${d}T12:00:00Z`)) : '…');
export const roiText = (roi: number | null) => (roi === null ? '—' : `${roi.toFixed(2)}×`);

/** The rows of the summary: label and value, in the order the analytics page shows them. */
export function summaryRows(a: TCampaignAnalytics): [string, string][] {
  return [
    ['Sends', String(a.sends)],
    ['Opens', String(a.opens)],
    ['Confirmed', String(a.confirmed)],
    ['Waiting for confirmation', String(a.for_confirmation)],
    ['Delivered', String(a.delivered)],
    ['Rejected', String(a.rejected)],
    ['Demos booked', String(a.demo_booked)],
    ['Deals closed', String(a.deal_closed)],
    ['Spent (ex VAT)', pounds(a.spent_ev)],
    ['Spent (inc VAT)', pounds(a.spent_iv)],
    ['Opportunity value', pounds(a.opportunity_value)],
    ['Demo value', pounds(a.demo_value)],
    ['Deal value', pounds(a.deal_value)],
    ['Opportunity influenced', pounds(a.opportunity_influenced)],
    ['Single opportunity (average)', pounds(a.opportunity_single)],
    ['ROI (influenced ÷ spent ex VAT)', roiText(a.opportunity_roi)],
  ];
}

export type TBox = { x: number; y: number; width: number; height: number };
const CHART_HEIGHT = 60;
const SCALE_SIZE = 7;

/**
 * Where a chart draws, from the y of its title line: the scale label ("max …") on the title's line at the right, so
 * no bar can reach it; the bars under that line; the month labels under the bars.
 */
export function seriesLayout(values: number[], y: number) {
  const top = y + 16;
  const max = Math.max(1, ...values);
  const slot = WIDTH / values.length;
  const bars: TBox[] = values.map((v, i) => {
    const height = (v / max) * CHART_HEIGHT;
    return { x: LEFT + i * slot + slot * 0.15, y: top + CHART_HEIGHT - height, width: slot * 0.7, height };
  });
  // A line of text at this size is about 1.4 em tall in Noto Sans.
  const scale: TBox = { x: LEFT, y: y + 1, width: WIDTH, height: SCALE_SIZE * 1.4 };
  return { max, slot, bars, scale, labelsY: top + CHART_HEIGHT + 3, next: top + CHART_HEIGHT + 18 };
}

function drawSeries(pdf: PDFKit.PDFDocument, text: ReturnType<typeof createTextWriter>, title: string, s: TAnalyticsSeries | TSpentSeries, y: number, money: boolean): number {
  const points = seriesPoints(s);
  const layout = seriesLayout(
    points.map((p) => p.value),
    y,
  );
  pdf.fillColor(MUTED);
  text('bold', 9, `${title.toUpperCase()} · ${s.year}`, { x: LEFT, y });
  text('regular', SCALE_SIZE, `max ${money ? pounds(layout.max) : layout.max}`, { x: layout.scale.x, y: layout.scale.y }, { width: layout.scale.width, align: 'right', lineBreak: false });
  points.forEach((p, i) => {
    const bar = layout.bars[i]!;
    pdf.rect(bar.x, bar.y, bar.width, bar.height).fillColor(ACCENT).fill();
    pdf.fillColor(MUTED);
    text('regular', 6, p.label, { x: LEFT + i * layout.slot, y: layout.labelsY }, { width: layout.slot, align: 'center', lineBreak: false });
  });
  return layout.next;
}

/** The campaign's ROI summary as a one-page A4 PDF, in the payment documents' fonts and colours. */
export function renderRoiSummaryPdf(r: TRoiSummary): Promise<Buffer> {
  const a = r.analytics;
  const pdf = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: `ROI summary: ${printableText(r.campaign.name)}`, Author: COMPANY.name, CreationDate: r.at } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const text = createTextWriter(pdf);
  pdf.fillColor(INK);
  text('bold', 18, COMPANY.name, { x: LEFT, y: 50 });
  pdf.fillColor(ACCENT);
  text('bold', 20, 'ROI SUMMARY', { x: LEFT, y: 50 }, { width: WIDTH, align: 'right' });
  pdf.fillColor(INK);
  text('bold', 13, r.campaign.name, { x: LEFT, y: 90 }, { width: WIDTH });
  pdf.fillColor(MUTED);
  text('regular', 9, `${r.team} · Campaign #${r.campaign.id} · issued ${ukDate(r.at)}`, undefined, { width: WIDTH });
  text('regular', 9, `${DATE_RANGE_LABELS[a.date_range]}: ${day(a.start_date)} – ${day(a.end_date)} · ${USER_RANGE_LABELS[a.user_range]}`, undefined, { width: WIDTH });
  let y = pdf.y + 16;
  for (const [label, value] of summaryRows(a)) {
    pdf.fillColor(MUTED);
    text('regular', 10, label, { x: LEFT, y }, { width: 300 });
    pdf.fillColor(INK);
    text('bold', 10, value, { x: RIGHT - 200, y }, { width: 200, align: 'right' });
    y += 17;
    pdf.moveTo(LEFT, y - 4).lineTo(RIGHT, y - 4).lineWidth(0.5).strokeColor(RULE).stroke();
  }
  y += 10;
  y = drawSeries(pdf, text, 'Sends', a.charts.sends, y, false);
  y = drawSeries(pdf, text, 'Opens', a.charts.opens, y, false);
  drawSeries(pdf, text, 'Spent (inc VAT)', a.charts.spent, y, true);
  pdf.fillColor(MUTED);
  text('regular', 8, `${COMPANY.name} · ${COMPANY.address.join(', ')}`, { x: LEFT, y: 780 }, { width: WIDTH, align: 'center', lineBreak: false });
  pdf.end();
  return done;
}
