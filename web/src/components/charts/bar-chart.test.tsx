import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';

const dollars = (value: number) => `$${value}`;
const series = [
  { id: 'a', label: 'Revenue', values: [10, -20] },
  { id: 'b', label: 'Costs', values: [30, 5] },
];
const rectsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('svg[role="img"] rect')].map((rect) =>
    ['x', 'y', 'width', 'height'].map((name) => rect.getAttribute(name)).join(' '),
  );

// Both layouts' ticks are -20, 0, 20, 40 (grouped: -20..30 in steps of 50/4 = 12.5 → 20; stacked: -20..40, 60/4 = 15 → 20).
// y(v) = 230 - ((v + 20) / 60) × 218: y(40) = 12, y(30) = 48.33, y(10) = 121, y(5) = 139.17, y(0) = 157.33, y(-20) = 230.
// Each of the 2 months has a band of 552 / 2 = 276 from x = 72.
describe('BarChart', () => {
  it('puts the series side by side in each month, negative bars hanging below zero', () => {
    const { container } = render(
      <BarChart title="Quarter" xLabels={['Q1', 'Q2']} series={series} formatValue={dollars} />,
    );
    // Grouped: 80 % of the band (220.8) shared by 2 bars of 110.4, from 72 + 27.6 = 99.6 (Q1) and 375.6 (Q2).
    expect(rectsOf(container)).toEqual([
      '99.60 121.00 110.40 36.33', // Revenue Q1: 0 → 10
      '375.60 157.33 110.40 72.67', // Revenue Q2: 0 → -20
      '210.00 48.33 110.40 109.00', // Costs Q1: 0 → 30
      '486.00 139.17 110.40 18.17', // Costs Q2: 0 → 5
    ]);
  });

  it('stacks the series, positives up from zero and negatives down from it', () => {
    const { container } = render(
      <BarChart title="Quarter" xLabels={['Q1', 'Q2']} series={series} formatValue={dollars} layout="stacked" />,
    );
    // Stacked: one bar of 60 % of the band (165.6), from 72 + 55.2 = 127.2 (Q1) and 403.2 (Q2).
    expect(rectsOf(container)).toEqual([
      '127.20 121.00 165.60 36.33', // Revenue Q1: 0 → 10
      '403.20 157.33 165.60 72.67', // Revenue Q2: 0 → -20 (the negative stack)
      '127.20 12.00 165.60 109.00', // Costs Q1: 10 → 40, on top of Revenue
      '403.20 139.17 165.60 18.17', // Costs Q2: 0 → 5 (the positive stack is still empty)
    ]);
  });

  it('is one labelled image with a legend, its axis written by the formatter', () => {
    const { container } = render(
      <BarChart title="Quarter" xLabels={['Q1', 'Q2']} series={series} formatValue={dollars} />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Quarter: Revenue from $10 (Q1) to $-20 (Q2), lowest $-20 (Q2), highest $10 (Q1); Costs from $30 (Q1) to $5 (Q2), lowest $5 (Q2), highest $30 (Q1).',
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Revenue', 'Costs']);
    expect([...container.querySelectorAll('text')].map((text) => text.textContent)).toEqual([
      '$-20',
      '$0',
      '$20',
      '$40',
      'Q1',
      'Q2',
    ]);
  });
});
