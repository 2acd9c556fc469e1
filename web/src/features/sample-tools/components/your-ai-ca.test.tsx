import { SAMPLE_FILINGS } from '@core/tools/sample-tools/sample-data';
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { YourAiCa } from './your-ai-ca';

it('shows its sections with headings in order', () => {
  render(<YourAiCa />);
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Your AI CA']);
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Upcoming Filings', 'Recent Payments']);
  expect(screen.getByText(/Full functionality of Your AI CA is coming soon/)).toBeInTheDocument();
});

it("shows 'Overdue' in red for the overdue filing and 'File Now' for the others", () => {
  render(<YourAiCa />);
  const filings = within(screen.getByRole('region', { name: 'Upcoming Filings' })).getAllByRole('article');
  expect(filings.map((filing) => within(filing).getByRole('heading').textContent)).toEqual(['GST Return (GSTR-3B)', 'Income Tax (Advance Tax)', 'TDS Return (Form 26Q)']);
  for (const filing of SAMPLE_FILINGS) {
    const card = screen.getByRole('article', { name: filing.type });
    if (filing.status === 'overdue') {
      expect(within(card).getByText('Overdue')).toHaveClass('text-destructive');
      expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    } else {
      expect(within(card).getByRole('button', { name: 'File Now' })).toBeEnabled();
      expect(within(card).queryByText('Overdue')).not.toBeInTheDocument();
    }
  }
  expect(within(screen.getByRole('article', { name: 'Income Tax (Advance Tax)' })).getByText('₹1,25,000')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'GST Return (GSTR-3B)' })).getByText('Due 20 Jul 2025')).toBeInTheDocument();
});

it('lists the recent payments in rupees, each completed', () => {
  render(<YourAiCa />);
  const payments = within(within(screen.getByRole('region', { name: 'Recent Payments' })).getByRole('list')).getAllByRole('listitem');
  const expected = [
    ['GST payment for May', '₹38,500'],
    ['TDS deposit for Q4', '₹12,750'],
    ['Advance tax, 4th instalment', '₹1,10,000'],
  ];
  expect(payments).toHaveLength(expected.length);
  expected.forEach(([description, amount], index) => {
    expect(payments[index]).toHaveTextContent(description!);
    expect(within(payments[index]!).getByText(amount!)).toBeInTheDocument();
    expect(within(payments[index]!).getByText('Completed')).toBeInTheDocument();
  });
});
