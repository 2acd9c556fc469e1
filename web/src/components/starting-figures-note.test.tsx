import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StartingFiguresNote } from './starting-figures-note';

const untouched = { openId: null, isDirty: false };
const sampleOf = (isSample: boolean) => ({ isSample, trySample: vi.fn(), removeSample: vi.fn() });

describe('StartingFiguresNote', () => {
  it('labels the example figures and offers the sample, which it tries', async () => {
    const sample = sampleOf(false);
    render(<StartingFiguresNote document={untouched} sample={sample} />);
    expect(screen.queryByRole('note', { name: 'Sample' })).not.toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('note', { name: 'Example figures' })).getByRole('button', { name: 'Try a sample' }),
    );
    expect(sample.trySample).toHaveBeenCalledOnce();
  });

  it('says a sample is one while it is on the page, and removes it', async () => {
    const sample = sampleOf(true);
    render(<StartingFiguresNote document={untouched} sample={sample} />);
    expect(screen.queryByRole('note', { name: 'Example figures' })).not.toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('note', { name: 'Sample' })).getByRole('button', { name: 'Remove sample' }),
    );
    expect(sample.removeSample).toHaveBeenCalledOnce();
  });
});
