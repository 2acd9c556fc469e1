import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeApi, signedInApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

it('saves only the preferences, then applies the theme and language at once', async () => {
  const calls = fakeApi(
    signedInApi({
      'PATCH /api/preferences': ({ body }) => ({
        body: { ...(body as object), pinnedTools: ['idea-garage', 'equity-split'] },
      }),
    }),
  );
  const { user } = renderApp('/preferences');
  await user.selectOptions(await screen.findByLabelText('Theme'), 'dark');
  await user.selectOptions(screen.getByLabelText('Language'), 'de');
  await user.click(screen.getByRole('switch', { name: 'Weekly digest' }));
  await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

  expect(await screen.findByText('Preferences saved successfully!')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
    theme: 'dark',
    defaultView: 'grid',
    emailNotifications: true,
    pushNotifications: false,
    weeklyDigest: false,
    autoSave: true,
    language: 'de',
    currency: 'USD',
    numberFormat: 'international',
    dateFormat: 'mdy',
    fiscalYearStartMonth: 1,
  });
  await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
  await waitFor(() => expect(document.documentElement.lang).toBe('de'));
});

it('says so when saving fails, and keeps what the user chose', async () => {
  fakeApi(
    signedInApi({
      'PATCH /api/preferences': () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }),
    }),
  );
  const { user } = renderApp('/preferences');
  await user.selectOptions(await screen.findByLabelText('Default view'), 'list');
  await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
  expect(await screen.findByText('Failed to save preferences. Please try again.')).toBeInTheDocument();
  expect(screen.getByLabelText('Default view')).toHaveValue('list');
});

it('saves the company setting: currency, number and date format, financial year (ADR 0070)', async () => {
  const calls = fakeApi(
    signedInApi({
      'PATCH /api/preferences': ({ body }) => ({
        body: { ...(body as object), pinnedTools: ['idea-garage', 'equity-split'] },
      }),
    }),
  );
  const { user } = renderApp('/preferences');
  const currency = await screen.findByLabelText('Currency');
  expect(within(currency).getByRole('option', { name: 'Indian Rupee (₹)' })).toBeInTheDocument();
  await user.selectOptions(currency, 'INR');
  // Each number format shows 12,34,567 rupees its way.
  const numbers = screen.getByLabelText('Number format');
  expect(within(numbers).getByRole('option', { name: 'Lakh and crore (₹12,34,567)' })).toBeInTheDocument();
  await user.selectOptions(numbers, 'indian');
  await user.selectOptions(screen.getByLabelText('Date format'), 'Day/month/year (31/03/2027)');
  await user.selectOptions(screen.getByLabelText('Financial year starts in'), 'April');
  await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

  expect(await screen.findByText('Preferences saved successfully!')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
    currency: 'INR',
    numberFormat: 'indian',
    dateFormat: 'dmy',
    fiscalYearStartMonth: 4,
  });
});
