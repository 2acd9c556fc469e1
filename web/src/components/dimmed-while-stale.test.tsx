import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DimmedWhileStale } from './dimmed-while-stale';

const NOTE = 'Showing the last valid results — correct the marked field to update them.';

describe('DimmedWhileStale', () => {
  it('shows fresh results as they are, with an empty live region ready for the note', () => {
    render(<DimmedWhileStale isStale={false}>Runway 15 months</DimmedWhileStale>);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByText('Runway 15 months')).not.toHaveClass('opacity-50');
  });

  it('dims stale results under the line that says they are the last valid ones', () => {
    render(<DimmedWhileStale isStale>Runway 15 months</DimmedWhileStale>);
    expect(screen.getByRole('status')).toHaveTextContent(NOTE);
    expect(screen.getByText('Runway 15 months')).toHaveClass('opacity-50');
  });

  it('dims a second part of the same results without saying it twice', () => {
    render(
      <DimmedWhileStale isStale isQuiet>
        Charts
      </DimmedWhileStale>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Charts')).toHaveClass('opacity-50');
  });
});
