import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';
import { LineChart } from './line-chart';

const props = {
  title: 'Cash balance',
  xLabels: ['Month 1', 'Month 2', 'Month 3'],
  series: [{ id: 'cash', label: 'Cash', values: [500, 120, -80] }],
  formatValue: (value: number) => `${value}`,
};

// Run without a DOM (the web-node project): the server draws the charts with no window, and the same every time.
describe('charts on the server', () => {
  it('draw without a window, the same on every render', () => {
    expect(typeof window).toBe('undefined');
    for (const chart of [LineChart, BarChart]) {
      const first = renderToString(createElement(chart, props));
      expect(first).toContain('role="img"');
      expect(first).toContain(
        'aria-label="Cash balance: Cash from 500 (Month 1) to -80 (Month 3), lowest -80 (Month 3), highest 500 (Month 1)."',
      );
      expect(renderToString(createElement(chart, props))).toBe(first);
    }
  });
});
