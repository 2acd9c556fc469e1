import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineChart } from './line-chart';

const dollars = (value: number) => `$${value}`;
const cash = [{ id: 'cash', label: 'Cash', values: [100, -50, 20] }];

describe('LineChart', () => {
  it('is one image whose label summarises each series: first, last, lowest and highest', () => {
    render(<LineChart title="Cash balance" xLabels={['M1', 'M2', 'M3']} series={cash} formatValue={dollars} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Cash balance: Cash from $100 (M1) to $20 (M3), lowest $-50 (M2), highest $100 (M1).',
    );
  });

  it('draws each series through its points, below the zero line where the values are negative', () => {
    const { container } = render(
      <LineChart title="Cash balance" xLabels={['M1', 'M2', 'M3']} series={cash} formatValue={dollars} />,
    );
    // Ticks: -50..100 in 4 steps of 37.5 → 50: -50, 0, 50, 100. The plot is x 72..624 (552 wide), y 12..230 (218 high).
    // x: 72, 72 + 552/2 = 348, 624. y(100) = 12 (top), y(-50) = 230 (bottom), y(20) = 230 - (70/150) × 218 = 128.27.
    expect(container.querySelector('polyline')).toHaveAttribute('points', '72.0,12.0 348.0,230.0 624.0,128.3');
    const tickLabels = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(tickLabels).toEqual(['$-50', '$0', '$50', '$100', 'M1', 'M2', 'M3']);
    // The zero line stands out from the grid: y(0) = 230 - (50/150) × 218 = 157.33.
    const zero = [...container.querySelectorAll('line')].find(
      (line) => line.getAttribute('class') === 'stroke-muted-foreground',
    );
    expect(Number(zero?.getAttribute('y1'))).toBeCloseTo(157.33, 2);
  });

  it('has a legend naming every series, each with its own dash', () => {
    const { container } = render(
      <LineChart
        title="Revenue vs expenses"
        xLabels={['M1', 'M2']}
        series={[
          { id: 'revenue', label: 'Revenue', values: [10, 20] },
          { id: 'expenses', label: 'Expenses', values: [30, 25] },
        ]}
        formatValue={dollars}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Revenue', 'Expenses']);
    const dashes = [...container.querySelectorAll('polyline')].map((line) => line.getAttribute('stroke-dasharray'));
    expect(dashes).toEqual([null, '8 4']);
  });

  it('labels as many months as fit and draws hundreds of points', () => {
    const months = Array.from({ length: 360 }, (_, index) => `Month ${index + 1}`);
    const values = months.map((_, index) => Math.sin(index / 10) * 1000);
    const { container } = render(
      <LineChart title="Cash" xLabels={months} series={[{ id: 'a', label: 'A', values }]} formatValue={dollars} />,
    );
    expect(container.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(360);
    const monthLabels = [...container.querySelectorAll('text')]
      .map((text) => text.textContent)
      .filter((text) => text?.startsWith('Month'));
    // 360 points in room for 8: every 45th — Month 1, 46, 91 … 316.
    expect(monthLabels).toEqual([
      'Month 1',
      'Month 46',
      'Month 91',
      'Month 136',
      'Month 181',
      'Month 226',
      'Month 271',
      'Month 316',
    ]);
  });

  it('takes a description of its own, and says when there is nothing to draw', () => {
    const { rerender } = render(
      <LineChart
        title="Cash"
        xLabels={['M1']}
        series={cash}
        formatValue={dollars}
        description="Cash stays positive."
      />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName('Cash stays positive.');
    rerender(<LineChart title="Cash" xLabels={[]} series={[]} formatValue={dollars} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Cash: no data');
  });
});
