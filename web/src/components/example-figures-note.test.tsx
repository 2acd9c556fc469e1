import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
