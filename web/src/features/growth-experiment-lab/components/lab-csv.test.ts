import { toCsv } from '@core/csv';
import { describe, expect, it } from 'vitest';
import { labCsvRows } from './lab-csv';

const HEADINGS = Array.from({ length: 16 }, (_, index) => `h${index + 1}`);

describe('labCsvRows', () => {
  it('writes a row per group, the variant’s results beside it, the control’s left empty', () => {
    const rows = labCsvRows(
      [
        {
          id: 'e1',
          name: 'Free trial',
          hypothesis: 'No card, more trials',
          metric: 'Trials',
          status: 'finished',
          startOn: '2026-05-04',
          endOn: '2026-05-25',
          // R's prop.test(x = c(19, 15), n = c(34, 34), correct = FALSE): p-value 0.332, interval of the difference
          // −0.1183829 to 0.3536770; relative, over 15/34 = 0.4411765: −26.83 % to +80.17 %; 19/34 = 55.88 %,
          // 15/34 = 44.12 %, uplift 4/15 = 26.67 %.
          variants: [
            { id: 'control', name: 'Card', visitors: 34, conversions: 15 },
            { id: 'variant-1', name: 'No card', visitors: 34, conversions: 19 },
          ],
          learnings: 'Ask later',
        },
      ],
      HEADINGS,
      () => 'Finished',
    );
    const [control, variant] = rows.slice(1);
    expect(rows[0]).toEqual(HEADINGS);
    expect(control).toEqual([
      'Free trial',
      'Finished',
      'Trials',
      'No card, more trials',
      '2026-05-04',
      '2026-05-25',
      'Card',
      34,
      15,
      44.12,
      null,
      null,
      null,
      null,
      null,
      'Ask later',
    ]);
    expect(variant?.slice(6, 14)).toEqual(['No card', 34, 19, 55.88, 26.67, -26.83, 80.17, 0.332]);
    // The chance to beat control, to four decimals: a number between 50 and 100 for a better variant.
    expect(variant?.[14]).toBeGreaterThan(50);
    expect(toCsv(rows).split('\r\n')[2]).toMatch(/^Free trial,Finished,Trials,"No card, more trials",/);
  });
});
