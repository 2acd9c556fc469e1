import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, sessionOf, signedInApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

it('shows a spinner while the session loads', async () => {
  fakeApi({ 'GET /api/auth/get-session': () => new Promise(() => undefined) });
  renderApp('/dashboard');
  expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
});

describe.each([
  ['/dashboard', 'Dashboard'],
  ['/profile', 'Profile'],
  ['/preferences', 'Preferences'],
])('%s', (path, heading) => {
  it('sends a signed-out visitor to /auth, replacing the history entry', async () => {
    fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
    const { history } = renderApp(path);
    await waitFor(() => expect(history.location.pathname).toBe('/auth'));
    expect(history.action).toBe('REPLACE');
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the page, in the app shell, to a signed-in user', async () => {
    fakeApi(signedInApi());
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();
  });
});
