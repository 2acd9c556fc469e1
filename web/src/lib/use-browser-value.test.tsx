import { waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { hydrateDrawn } from '@/test/hydrate-drawn';
import { useBrowserValue } from './use-browser-value';

function Address() {
  return <p>{useBrowserValue(() => window.location.search, '') || 'no query'}</p>;
}

it("hydrates as the server drew it (no query), then shows the browser's address", async () => {
  window.history.replaceState(null, '', '/tool/investor-crm?investor=inv-7');
  const html = renderToString(<Address />);
  expect(html).toBe('<p>no query</p>');
  const { container, mismatches, remove } = await hydrateDrawn(html, <Address />);
  await waitFor(() => expect(container.textContent).toBe('?investor=inv-7'));
  expect(mismatches).not.toHaveBeenCalled();
  remove();
  window.history.replaceState(null, '', '/');
});
