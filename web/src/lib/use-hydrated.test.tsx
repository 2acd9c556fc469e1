import { act, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';

function Window() {
  return <p>{useHydratedNow() ? 'the browser' : 'the server'}</p>;
}
// Each test gets the module afresh: whether the page was hydrated is the module's.
let useHydratedNow: () => boolean;
const freshModule = async () => {
  vi.resetModules();
  ({ useHydrated: useHydratedNow } = await import('./use-hydrated'));
};

it('draws what the server drew while React hydrates the page, then what only the browser knows', async () => {
  await freshModule();
  const html = renderToString(<Window />);
  expect(html).toBe('<p>the server</p>');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, <Window />);
  });
  await waitFor(() => expect(container.textContent).toBe('the browser'));
  // No mismatch: the first render in the browser drew what the server did.
  expect(errors).not.toHaveBeenCalled();
  // Mounted once the page is React's, it knows from its very first render (before any effect has run).
  expect(renderToString(<Window />)).toBe('<p>the browser</p>');
  container.remove();
});
