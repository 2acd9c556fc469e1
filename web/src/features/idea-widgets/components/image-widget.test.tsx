import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { ImageWidget } from './image-widget';

const widget = (url: string, caption = '') => ({ id: 'w1', type: 'image' as const, data: { url, caption } });

it('shows the image with its caption under it', () => {
  render(<ImageWidget widget={widget('https://example.com/a.png', 'Mock-up')} readOnly={false} onSave={vi.fn()} />);
  expect(screen.getByRole('img', { name: 'Mock-up' })).toHaveAttribute('src', 'https://example.com/a.png');
  expect(screen.getByText('Mock-up', { selector: 'figcaption' })).toBeInTheDocument();
});

it('shows a placeholder when the image fails to load, and tries a new address again', () => {
  const { rerender } = render(
    <ImageWidget widget={widget('https://example.com/gone.png')} readOnly onSave={vi.fn()} />,
  );
  fireEvent.error(screen.getByRole('img', { name: 'Widget image' }));
  expect(screen.getByText('Image not found')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();

  rerender(<ImageWidget widget={widget('https://example.com/b.png')} readOnly onSave={vi.fn()} />);
  expect(screen.getByRole('img', { name: 'Widget image' })).toHaveAttribute('src', 'https://example.com/b.png');
  expect(screen.queryByText('Image not found')).not.toBeInTheDocument();
});

it('shows no image without an address', () => {
  render(<ImageWidget widget={widget('')} readOnly={false} onSave={vi.fn()} />);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Image URL')).toHaveValue('');
});
