import { useState, useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * An item a link names in the address (`?investor=<id>` in a reminder's link), read in the browser only: `linked` is
 * its id while it is one the page knows (`isKnown`) and until `forget()` — which also takes it out of the address, so
 * a reload does not open it again.
 */
export function useAddressItem(param: string, isKnown: (id: string) => boolean) {
  const id = useSyncExternalStore(
    noChanges,
    () => new URLSearchParams(window.location.search).get(param),
    () => null,
  );
  const [isForgotten, setForgotten] = useState(false);
  const linked = !isForgotten && id !== null && isKnown(id) ? id : null;
  const forget = () => {
    if (linked === null) return;
    setForgotten(true);
    const url = new URL(window.location.href);
    url.searchParams.delete(param);
    window.history.replaceState(window.history.state, '', url);
  };
  return { linked, forget };
}
