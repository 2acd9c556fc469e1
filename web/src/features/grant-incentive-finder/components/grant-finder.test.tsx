import type { GrantFields } from '@core/tools/grant-incentive-finder/grant-fields';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { directoryEntry, inEveryLanguage, showDirectory } from '@/test/directory-page';
import { GrantFinder } from './grant-finder';

const programme = (name: string, fields: Partial<GrantFields>) =>
  directoryEntry<GrantFields>(name, {
    kind: 'grant',
    provider: 'A Ministry',
    countries: ['india'],
    stages: ['idea', 'pre-seed'],
    sectors: ['any'],
    eligibility: inEveryLanguage('Recognised startups incorporated up to two years ago.'),
    ...fields,
  });

const show = () =>
  showDirectory('grant-incentive-finder', GrantFinder, [
    programme('Seed Scheme', {
      maxCompanyAgeYears: 2,
      amount: { max: 2_000_000, currency: 'INR', asOf: '2025-09-22', note: inEveryLanguage('The grant part only.') },
    }),
    programme('Singapore Founder', {
      countries: ['singapore'],
      amount: { min: 50_000, max: 50_000, currency: 'SGD', asOf: '2024-02-01' },
    }),
  ]);

describe('the Grant & Incentive Finder', () => {
  it('shows each programme’s kind, provider, who it is for, its age limit, its published amount dated, and its rules', async () => {
    show();
    const scheme = within(await screen.findByRole('article', { name: 'Seed Scheme' }));
    expect(scheme.getByText('Grant · A Ministry')).toBeInTheDocument();
    expect(scheme.getByText('India — Idea · Pre-seed — Any sector')).toBeInTheDocument();
    expect(scheme.getByText('For companies up to 2 years old')).toBeInTheDocument();
    // ₹20 lakh, grouped as the app groups rupees (the founder's number format).
    expect(scheme.getByText(/^Amount: up to ₹20,00,000 \(published, as of Sep 22, 2025\)/)).toBeInTheDocument();
    expect(scheme.getByText('The grant part only.')).toBeInTheDocument();
    expect(scheme.getByText('Recognised startups incorporated up to two years ago.')).toBeInTheDocument();
    // In its own currency, whatever the founder's: Singapore dollars.
    expect(
      within(screen.getByRole('article', { name: 'Singapore Founder' })).getByText(
        /^Amount: SGD\s?50,000 \(published, as of Feb 1, 2024\)/,
      ),
    ).toBeInTheDocument();
  });

  it('asks the server for what the founder says of their company: where, stage, sector, age', async () => {
    const { user, searched } = show();
    await screen.findByRole('article', { name: 'Seed Scheme' });
    await user.click(
      within(screen.getByRole('group', { name: 'Your company is in' })).getByRole('button', { name: 'India' }),
    );
    await user.click(within(screen.getByRole('group', { name: 'Its age' })).getByRole('button', { name: '1–3 years' }));
    await screen.findByRole('article', { name: 'Seed Scheme' });
    expect(searched().at(-1)).toEqual({ facet: ['country:india', 'age:1-3'] });
  });
});
