import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { fakeApi, signedInApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { PINNED_TOOLS_STORAGE_KEY } from './save-pinned-tools';

// The toaster loads on demand (ADR 0036): loaded here first, so that the rollback test waits for the app's answer to
// the failed save, not for a cold module that a busy machine takes seconds to transform.
beforeAll(async () => {
  await import('@/components/ui/toaster');
});
afterEach(() => localStorage.clear());

const pinnedNames = () =>
  within(screen.getByRole('region', { name: 'Pinned Tools' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

it('shows a pin at once and keeps it when the server confirms; remembers it locally', async () => {
  const calls = fakeApi(
    signedInApi({ 'PUT /api/preferences/pinned-tools': ({ body }) => ({ body: { ...(body as object) } }) }),
  );
  const { user } = renderApp('/dashboard');
  await user.click((await screen.findAllByRole('button', { name: 'Pin Pitch Maker' }))[0]!);
  expect(pinnedNames()).toEqual(['Idea Garage', 'Equity Calculator', 'Pitch Maker']);
  expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
    pinnedTools: ['idea-garage', 'equity-split', 'pitch-maker'],
  });
  await waitFor(() => expect(JSON.parse(localStorage.getItem(PINNED_TOOLS_STORAGE_KEY)!)).toContain('pitch-maker'));
});

it('remembers the loaded list locally once the page is idle, not while it is drawn', async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  fakeApi(signedInApi());
  const { unmount } = renderApp('/dashboard');
  try {
    await waitFor(() => expect(pinnedNames()).toEqual(['Idea Garage', 'Equity Calculator']));
    expect(localStorage.getItem(PINNED_TOOLS_STORAGE_KEY)).toBeNull();
    for (const task of idle.splice(0)) task();
    expect(JSON.parse(localStorage.getItem(PINNED_TOOLS_STORAGE_KEY)!)).toEqual(['idea-garage', 'equity-split']);
  } finally {
    // Unmounted while the stubs are there: the page's effects cancel their idle callbacks as it goes.
    unmount();
    vi.unstubAllGlobals();
  }
});

it('rolls a pin back, and says so, when saving fails', async () => {
  fakeApi(
    signedInApi({
      'PUT /api/preferences/pinned-tools': () => ({
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } },
      }),
    }),
  );
  const { user } = renderApp('/dashboard');
  await user.click((await screen.findAllByRole('button', { name: 'Unpin Idea Garage' }))[0]!);
  expect(await screen.findByText('Failed to save your pinned tools. Please try again.')).toBeInTheDocument();
  expect(pinnedNames()).toEqual(['Idea Garage', 'Equity Calculator']);
});

it('falls back to the locally remembered list when loading fails, then to the defaults', async () => {
  localStorage.setItem(PINNED_TOOLS_STORAGE_KEY, JSON.stringify(['custom-dashboard', 'not-a-tool']));
  fakeApi(
    signedInApi({
      'GET /api/preferences': () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }),
    }),
  );
  renderApp('/dashboard');
  await waitFor(() => expect(pinnedNames()).toEqual(['Custom Dashboard']));
});

it('uses the defaults when loading fails and nothing is remembered', async () => {
  localStorage.setItem(PINNED_TOOLS_STORAGE_KEY, '{not json');
  fakeApi(
    signedInApi({
      'GET /api/preferences': () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }),
    }),
  );
  renderApp('/dashboard');
  await waitFor(() => expect(pinnedNames()).toEqual(['Idea Garage', 'Equity Calculator']));
});
