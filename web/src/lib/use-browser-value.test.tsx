import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { useBrowserValue } from './use-browser-value';

function Address() {
  return <p>{useBrowserValue(() => window.location.search, '') || 'no query'}</p>;
}

it("hydrates as the server drew it (no query), then shows the browser's address", async () => {
  window.history.replaceState(null, '', '/tool/investor-crm?investor=inv-7');
  const html = renderToString(<Address />);
  expect(html).toBe('<p>no query</p>');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const mismatches = vi.fn();
  await act(async () => {
    hydrateRoot(container, <Address />, { onRecoverableError: mismatches });
  });
  await waitFor(() => expect(container.textContent).toBe('?investor=inv-7'));
  expect(mismatches).not.toHaveBeenCalled();
  container.remove();
  window.history.replaceState(null, '', '/');
});
