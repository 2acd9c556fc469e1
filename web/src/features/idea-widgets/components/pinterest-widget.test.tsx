import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { PinterestWidget } from './pinterest-widget';

const renderPin = (url: string, readOnly = false) =>
  render(
    <PinterestWidget widget={{ id: 'w1', type: 'pinterest', data: { url } }} readOnly={readOnly} onSave={vi.fn()} />,
  );

it('links to the saved address in a new tab', () => {
  renderPin('https://www.pinterest.com/pin/1/', true);
  const link = screen.getByRole('link', { name: 'https://www.pinterest.com/pin/1/' });
  expect(link).toHaveAttribute('href', 'https://www.pinterest.com/pin/1/');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

it('has no link without an address', () => {
  renderPin('');
  expect(screen.getByLabelText('Pinterest URL')).toHaveValue('');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});
