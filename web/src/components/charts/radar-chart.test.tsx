import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RadarChart } from './radar-chart';

// Four axes, clockwise from the top, on a radius of 120 around (180, 180), the rim at 4:
// A 4 → (180, 180 − 120) = (180, 60); B 2 → (180 + 60, 180) = (240, 180); C 0 → the centre (180, 180);
// D 1 → (180 − 30, 180) = (150, 180).
describe('RadarChart', () => {
  it('draws each series as a shape around the centre, one ring per whole value, and says it in words', () => {
    const { container } = render(
      <RadarChart
        title="Week"
        axes={['A', 'B', 'C', 'D']}
        series={[{ id: 'now', label: 'This week', values: [4, 2, 0, 1] }]}
        max={4}
        formatValue={String}
      />,
    );
    const shapes = [...container.querySelectorAll('svg[role="img"] polygon')].map((shape) =>
      shape.getAttribute('points'),
    );
    // Rings at 1, 2, 3 and 4 (the rim: the four axes' ends), then the series.
    expect(shapes).toHaveLength(5);
    expect(shapes[3]).toBe('180.0,60.0 300.0,180.0 180.0,300.0 60.0,180.0');
    expect(shapes[4]).toBe('180.0,60.0 240.0,180.0 180.0,180.0 150.0,180.0');
    expect(screen.getByRole('img', { name: 'Week: This week: A 4, B 2, C 0, and D 1.' })).toBeInTheDocument();
    expect(screen.getByText('This week')).toBeInTheDocument();
  });
});
