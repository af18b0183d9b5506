import { describe, expect, it } from 'vitest';
import { seriesLayout, type TBox } from './campaign-analytics.pdf';

const intersects = (a: TBox, b: TBox) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the ROI summary charts', () => {
  it("the scale label's box meets no bar, wherever the tallest bar is", () => {
    const months = 12;
    for (const tallest of [0, 5, months - 1]) {
      const values = Array.from({ length: months }, (_, i) => (i === tallest ? 40 : i + 1));
      for (const y of [300, 400, 512.5]) {
        const layout = seriesLayout(values, y);
        expect(layout.bars).toHaveLength(months);
        expect(layout.bars[tallest]!.height).toBe(60);
        for (const bar of layout.bars) expect(intersects(layout.scale, bar), `bar ${JSON.stringify(bar)} scale ${JSON.stringify(layout.scale)}`).toBe(false);
        // The month labels sit under the bars, and the next chart starts below them.
        expect(Math.max(...layout.bars.map((b) => b.y + b.height))).toBeLessThan(layout.labelsY);
        expect(layout.next).toBeGreaterThan(layout.labelsY);
      }
    }
  });
});
