import { FIRST_DATA_ELEMENT_ID, type FirstData } from '@core/pages/first-data';
import type { QueryClient } from '@tanstack/react-query';
import { markSignedIn, markSignedOut } from './session';
import { preferencesQueryKey } from './preferences-query-key';

/** The first data the server embedded in this page (server/src/http/first-data.ts), if any and readable. */
export function readFirstData(): FirstData | undefined {
  const element = document.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as FirstData;
  } catch {
    return undefined;
  }
}

/**
 * Puts what the page came with into the query cache before the first render — who is signed in, their
 * preferences and the answers a tool's page is drawn with (ADR 0101) — so that no page waits on asking for them (the route's own data is the route's to seed: the
 * answer has it all). Without first data the app asks, as it always did.
 */
export function seedFirstData(queryClient: QueryClient, data: FirstData | undefined) {
  if (!data) return;
  if (data.user === null) markSignedOut(queryClient);
  else {
    markSignedIn(queryClient, data.user);
    queryClient.setQueryData(preferencesQueryKey(data.user.id), data.preferences);
    for (const { key, data: answer } of data.queries ?? []) queryClient.setQueryData(key, answer);
  }
}
