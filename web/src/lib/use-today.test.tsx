import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { I18nProvider } from './i18n/i18n-provider';
import { NO_MESSAGES } from './i18n/load-messages';
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

/** The page as the server draws it and the browser hydrates it, drawn for `served` (the first data's day). */
async function hydratedFor(served: string) {
  let renders = 0;
  function CountedToday() {
    renders++;
    return <p>{useToday() ?? 'no clock yet'}</p>;
  }
  const page = (
    <I18nProvider initial={{ language: 'en', messages: NO_MESSAGES, today: served }}>
      <CountedToday />
    </I18nProvider>
  );
  const html = renderToString(page);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  renders = 0;
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, page);
  });
  expect(errors).not.toHaveBeenCalled();
  return { html, container, renders: () => renders };
}

it('draws the day the server drew the page for from its first render, and nothing again on that day', async () => {
  vi.useFakeTimers({ now: new Date(2026, 11, 31, 23, 30), toFake: ['Date'] });
  const { html, container, renders } = await hydratedFor('2026-12-31');
  expect(html).toBe('<p>2026-12-31</p>');
  await act(async () => {
    await new Promise((settled) => setTimeout(settled, 20));
  });
  expect(container.textContent).toBe('2026-12-31');
  // Hydrated once; the browser's today, the same day, draws nothing again.
  expect(renders()).toBe(1);
  container.remove();
});

it("moves to the browser's day when it is another (midnight passed since the server drew the page)", async () => {
  vi.useFakeTimers({ now: new Date(2027, 0, 1, 0, 0, 5), toFake: ['Date'] });
  const { container } = await hydratedFor('2026-12-31');
  await waitFor(() => expect(container.textContent).toBe('2027-01-01'));
  container.remove();
});
