import type { DirectoryEntryView } from '@core/directories/directory-contracts';
import type { ToolId } from '@core/tools/tool-catalogue';
import type { ComponentType } from 'react';
import { fakeApi, signedInApi } from './fake-api';
import { renderRoutes } from './render-app';

/** A text in the four languages, the English as given, the others marked (a directory entry's words). */
export const inEveryLanguage = (en: string) => ({ en, de: `${en} (de)`, es: `${en} (es)`, fr: `${en} (fr)` });

/** A directory's entry as the API returns it: its name, a made-up site and source, and `fields`. */
export const directoryEntry = <Fields,>(name: string, fields: Fields): DirectoryEntryView<Fields> => ({
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  url: 'https://example.com/',
  description: `${name}, described.`,
  fields,
  sources: [{ url: 'https://example.com/about', title: 'About', publisher: 'Example Org' }],
  verifiedOn: '2026-11-30',
  community: null,
  outdated: { reports: 0, reportedByYou: false },
});

/**
 * A directory's page for a signed-in user, its search answering `entries` on one page, and the directory's own routes
 * as `answers` says; the API's calls.
 */
export function showDirectory(
  directory: ToolId,
  Page: ComponentType,
  entries: DirectoryEntryView<unknown>[],
  answers: Parameters<typeof fakeApi>[0] = {},
) {
  const path = `/api/directories/${directory}/entries`;
  const calls = fakeApi(
    signedInApi({
      [`GET ${path}`]: () => ({ body: { entries, total: entries.length, page: 1, pageSize: 20 } }),
      // Nobody's suggestion is waiting for confirmation (ADR 0100).
      [`GET /api/directories/${directory}/suggestions`]: () => ({ body: [] }),
      ...answers,
    }),
  );
  const searched = () => calls.filter((call) => call.path === path).map((call) => call.query);
  return { calls, searched, ...renderRoutes([{ path: '/', Component: Page }]) };
}
