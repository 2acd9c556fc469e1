import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { windowIsNarrow } from '@/test/narrow-window';
import { ResultsLayout } from './results-layout';

const FIGURES = [
  { label: 'Runway', value: '15 months' },
  { label: 'Break-even', value: 'Month 9' },
];

const renderLayout = (isStale = false) =>
  render(
    <ResultsLayout
      inputs={
        <label>
          Starting cash <input />
        </label>
      }
      results={<h2>Results</h2>}
      keyFigures={FIGURES}
      isStale={isStale}
    />,
  );

describe('ResultsLayout', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on a wide screen shows the inputs and the results, and no bar', () => {
    windowIsNarrow(false);
    renderLayout();
    expect(screen.getByLabelText('Starting cash')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Key figures' })).toBeNull();
  });

  it('on a narrow screen puts the key figures in a bar between the inputs and the results', () => {
    windowIsNarrow(true);
    renderLayout();
    const bar = screen.getByRole('region', { name: 'Key figures' });
    expect(
      within(bar)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Runway 15 months', 'Break-even Month 9']);
    const input = screen.getByLabelText('Starting cash');
    const heading = screen.getByRole('heading', { name: 'Results' });
    expect(input.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bar.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    [false, 'smooth'],
    [true, 'auto'],
  ] as const)(
    'takes the keyboard to the results from the bar (reduced motion: %s, scrolls %s)',
    async (reduces, behavior) => {
      windowIsNarrow(true, reduces);
      const scrolled = vi.fn();
      Element.prototype.scrollIntoView = scrolled;
      renderLayout();
      const user = userEvent.setup();
      await user.tab();
      await user.tab();
      expect(screen.getByRole('button', { name: 'All results' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('heading', { name: 'Results' }).parentElement).toHaveFocus();
      expect(scrolled).toHaveBeenCalledWith({ behavior, block: 'start' });
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    },
  );

  it('says in the bar when its figures are the last valid ones', () => {
    windowIsNarrow(true);
    renderLayout(true);
    expect(
      within(screen.getByRole('region', { name: 'Key figures' })).getByText('Last valid figures'),
    ).toBeInTheDocument();
  });
});
