import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScatterChart } from './scatter-chart';

const effort = { label: 'Effort', min: 0, max: 10, format: String };
const impact = { label: 'Impact', min: 0, max: 4, format: String };

// The plot: x from 48 to 640 − 16 = 624 (576 wide), y from 16 to 360 − 44 = 316 (300 high, values growing upwards).
// (5, 3) → x 48 + 5/10 × 576 = 336, y 16 + (1 − 3/4) × 300 = 91; (10, 0) → (624, 316), labelled on its left.
describe('ScatterChart', () => {
  it('puts each named point where its values fall, labels it, and says every point in words', () => {
    const { container } = render(
      <ScatterChart
        title="Impact against effort"
        x={effort}
        y={impact}
        points={[
          { id: 'a', label: 'Reminders', x: 5, y: 3 },
          { id: 'b', label: 'Billing', x: 10, y: 0 },
        ]}
        guides={{ x: 5, y: 2 }}
      />,
    );
    const dots = [...container.querySelectorAll('circle')].map(
      (dot) => `${dot.getAttribute('cx')} ${dot.getAttribute('cy')}`,
    );
    expect(dots).toEqual(['336.0 91.0', '624.0 316.0']);
    const labels = [...container.querySelectorAll('g:last-child text')].map(
      (label) => `${label.textContent} ${label.getAttribute('x')} ${label.getAttribute('text-anchor')}`,
    );
    expect(labels).toEqual(['Reminders 346.0 start', 'Billing 614.0 end']);
    expect(
      screen.getByRole('img', {
        name: 'Impact against effort: Reminders (Effort 5, Impact 3); Billing (Effort 10, Impact 0).',
      }),
    ).toBeInTheDocument();
  });

  it('says there is nothing to show when there are no points', () => {
    render(<ScatterChart title="Positioning" x={effort} y={impact} points={[]} />);
    expect(screen.getByRole('img', { name: 'Positioning: no data' })).toBeInTheDocument();
  });
});
