import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { takeConsoleErrors } from '../../../../test-support/fail-on-console-error';
import { fakeApi, sessionOf } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

it('shows the 404 page with a way home, and logs the missing path', async () => {
  fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
  renderApp('/no/such/page');

  expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
  expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  // Logged by an effect, which may run after the page is on screen.
  const logged: unknown[][] = [];
  await waitFor(() => {
    logged.push(...takeConsoleErrors());
    expect(logged).toEqual([['404 Error: User attempted to access non-existent route:', '/no/such/page']]);
  });
});
