import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { useHydrated } from './use-hydrated';
import { useToday } from './use-today';

function Today() {
  return <p>{useToday() ?? 'no clock yet'}</p>;
}

afterEach(() => vi.useRealTimers());

it('draws no date on the server and while hydrating, even after the rest of the app has hydrated, then today in the browser’s time zone', async () => {
  // Late on 31 December in the browser's own clock: its date, not UTC's, whatever the zone the tests run in.
  vi.useFakeTimers({ now: new Date(2026, 11, 31, 23, 30), toFake: ['Date'] });
  // The rest of the app hydrated first: useHydrated() is true from now on.
  function App() {
    useHydrated();
    return null;
  }
  await act(async () => {
    hydrateRoot(document.createElement('div'), <App />);
  });
  const html = renderToString(<Today />);
  expect(html).toBe('<p>no clock yet</p>');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, <Today />);
  });
  await waitFor(() => expect(container.textContent).toBe('2026-12-31'));
  expect(errors).not.toHaveBeenCalled();
  container.remove();
});
