import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExampleFiguresNote } from './example-figures-note';

describe('ExampleFiguresNote', () => {
  it('labels the example figures of a new, untouched document, and only those', () => {
    const { rerender } = render(<ExampleFiguresNote document={{ openId: null, isDirty: false }} />);
    expect(screen.getByRole('note', { name: 'Example figures' })).toHaveTextContent(
      'Example figuresA new document starts from example figures so that you see results at once: replace them with yours.',
    );
    rerender(<ExampleFiguresNote document={{ openId: null, isDirty: true }} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    rerender(<ExampleFiguresNote document={{ openId: 'plan-1', isDirty: false }} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('offers the tool’s sample where it has one', async () => {
    const trySample = vi.fn();
    const { rerender } = render(<ExampleFiguresNote document={{ openId: null, isDirty: false }} />);
    expect(screen.queryByRole('button', { name: 'Try a sample' })).not.toBeInTheDocument();
    rerender(<ExampleFiguresNote document={{ openId: null, isDirty: false }} onTrySample={trySample} />);
    await userEvent.click(
      within(screen.getByRole('note', { name: 'Example figures' })).getByRole('button', { name: 'Try a sample' }),
    );
    expect(trySample).toHaveBeenCalledOnce();
  });
});
