import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, sessionOf, signedInUser } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

it('shows a spinner while the session loads', async () => {
  fakeApi({ 'GET /api/auth/get-session': () => new Promise(() => undefined) });
  renderApp('/dashboard');
  expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
});

describe.each(['/dashboard', '/profile', '/preferences'])('%s', (path) => {
  it('sends a signed-out visitor to /auth, replacing the history entry', async () => {
    fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the page to a signed-in user', async () => {
    fakeApi({ 'GET /api/auth/get-session': sessionOf(signedInUser) });
    renderApp(path);
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
  });
});
