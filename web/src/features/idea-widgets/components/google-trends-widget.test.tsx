import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { GoogleTrendsWidget } from './google-trends-widget';

const renderTrends = (searchTerm: string, readOnly = false) =>
  render(
    <GoogleTrendsWidget
      widget={{ id: 'w1', type: 'google-trends', data: { searchTerm } }}
      readOnly={readOnly}
      onSave={vi.fn()}
    />,
  );

it('links the term to Google Trends in a new tab', () => {
  renderTrends('meal kits & co', true);
  const link = screen.getByRole('link', { name: 'View "meal kits & co" on Google Trends' });
  expect(link).toHaveAttribute('href', 'https://trends.google.com/trends/explore?q=meal%20kits%20%26%20co');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

it('has no link without a term', () => {
  renderTrends('');
  expect(screen.getByLabelText('Search term')).toHaveValue('');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});
