import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AiAccountant } from './ai-accountant';

it('shows the summary cards and the sections', () => {
  render(<AiAccountant />);
  expect(screen.getByRole('heading', { level: 1, name: 'AI Accountant' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Total Revenue',
    'Total Expenses',
    'Net Profit',
    'Budget Overview',
    'Recent Transactions',
  ]);
  expect(within(screen.getByRole('article', { name: 'Total Revenue' })).getByText('₹5,30,000')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Total Expenses' })).getByText('₹1,62,000')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Net Profit' })).getByText('₹3,68,000')).toBeInTheDocument();
});

it('colours each budget bar by the share spent and caps its width at 100 %', () => {
  render(<AiAccountant />);
  const bar = (name: string) => screen.getByRole('progressbar', { name: `${name} budget used` });
  expect(bar('Marketing')).toHaveAttribute('data-colour', 'red');
  expect(bar('Marketing')).toHaveAttribute('aria-valuenow', '100');
  expect(bar('Marketing')).toHaveAttribute('aria-valuetext', '110% of budget used');
  expect(bar('Marketing').firstElementChild).toHaveClass('bg-red-500');
  expect(bar('Marketing').firstElementChild).toHaveStyle({ width: '100%' });
  expect(bar('Operations')).toHaveAttribute('data-colour', 'yellow');
  expect(bar('Operations').firstElementChild).toHaveClass('bg-amber-400');
  expect(bar('Operations')).toHaveAttribute('aria-valuenow', '80');
  expect(bar('Development')).toHaveAttribute('data-colour', 'green');
  expect(bar('Development').firstElementChild).toHaveClass('bg-emerald-500');
  expect(bar('Development').firstElementChild).toHaveStyle({ width: '60%' });
  expect(screen.getByText('₹2,20,000 of ₹2,00,000 (110%)')).toBeInTheDocument();
});

it('shows expenses with a minus, in red', () => {
  render(<AiAccountant />);
  const transactions = within(screen.getByRole('region', { name: 'Recent Transactions' }));
  expect(transactions.getByText('-₹42,000')).toHaveClass('text-destructive');
  expect(transactions.getByText('₹3,50,000')).not.toHaveClass('text-destructive');
  expect(transactions.getAllByRole('listitem')).toHaveLength(5);
});
