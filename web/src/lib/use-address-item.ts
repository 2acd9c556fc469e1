import { useState } from 'react';
import { useBrowserValue } from './use-browser-value';

const readSearch = () => window.location.search;

/**
 * An item a link names in the address (`?investor=<id>` in a reminder's link; `?add=<slug>&name=…` from a directory),
 * read in the browser only: `linked` is its id while `isKnown` accepts it and until `forget()` — which also takes it
 * and the other `details` out of the address, so a reload does not open it again; `detail(name)` reads one of them.
 */
export function useAddressItem(param: string, isKnown: (id: string) => boolean, details: readonly string[] = []) {
  const search = useBrowserValue(readSearch, '');
  const params = new URLSearchParams(search);
  const id = params.get(param);
  const [isForgotten, setForgotten] = useState(false);
  const linked = !isForgotten && id !== null && isKnown(id) ? id : null;
  const forget = () => {
    if (linked === null) return;
    setForgotten(true);
    const url = new URL(window.location.href);
    for (const name of [param, ...details]) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', url);
  };
  return { linked, forget, detail: (name: string) => params.get(name) ?? '' };
}
