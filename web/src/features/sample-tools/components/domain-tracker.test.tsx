import { SAMPLE_SUGGESTED_DOMAINS } from '@core/tools/sample-tools/sample-data';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { DomainTracker } from './domain-tracker';

it('shows the search box and the sections', () => {
  render(<DomainTracker />);
  expect(screen.getByRole('heading', { level: 1, name: 'Domain Tracker' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Tracked Domains', 'Suggested Domains']);
  expect(screen.getByLabelText('Domain name')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Check Availability' })).toBeEnabled();
});

it('shows each tracked domain with its status, price, last check and optional expiry', () => {
  render(<DomainTracker />);
  const taken = within(screen.getByRole('article', { name: 'foundertoolkit.com' }));
  expect(taken.getByText('Taken')).toBeInTheDocument();
  expect(taken.getByText('$12.99')).toBeInTheDocument();
  expect(taken.getByText('Last checked 30 Jun 2025')).toBeInTheDocument();
  expect(taken.getByText('Expires 14 Mar 2026')).toBeInTheDocument();
  const available = within(screen.getByRole('article', { name: 'foundertoolkit.io' }));
  expect(available.getByText('Available')).toBeInTheDocument();
  expect(available.queryByText(/^Expires/)).not.toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'launchpad.in' })).getByText('Expiring')).toBeInTheDocument();
});

it("lists 8 suggested domains, each with 'Check' and 'Track' buttons that do nothing harmful", async () => {
  const user = userEvent.setup();
  render(<DomainTracker />);
  const suggestions = within(within(screen.getByRole('region', { name: 'Suggested Domains' })).getByRole('list')).getAllByRole('listitem');
  expect(suggestions).toHaveLength(8);
  for (const name of SAMPLE_SUGGESTED_DOMAINS) {
    expect(screen.getByRole('button', { name: `Check ${name}` })).toHaveTextContent('Check');
    expect(screen.getByRole('button', { name: `Track ${name}` })).toHaveTextContent('Track');
  }
  await user.click(screen.getByRole('button', { name: `Check ${SAMPLE_SUGGESTED_DOMAINS[0]}` }));
  await user.click(screen.getByRole('button', { name: `Track ${SAMPLE_SUGGESTED_DOMAINS[7]}` }));
  await user.type(screen.getByLabelText('Domain name'), 'mystartup.com');
  await user.click(screen.getByRole('button', { name: 'Check Availability' }));
  expect(screen.getByLabelText('Domain name')).toHaveValue('mystartup.com');
});
