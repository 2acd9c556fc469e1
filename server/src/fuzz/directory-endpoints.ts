import { directorySearchSchema } from '@core/directories/directory-contracts';
import { outdatedReportSchema, suggestionInputSchema } from '@core/directories/directory-suggestions';
import type { FuzzRoute, PlatformParamKind } from './fuzz-route';

const directory = { directory: 'tool' } as const;
const directoryEntry = { directory: 'tool', slug: 'directoryEntry' } as const;

/** The directories' routes (ADR 0096, 0100): the search, and what users add to a directory. */
export const DIRECTORY_ENDPOINTS: readonly Omit<FuzzRoute<PlatformParamKind>, 'fields'>[] = [
  { method: 'GET', route: '/api/directories/:directory/entries', params: directory, query: directorySearchSchema },
  { method: 'GET', route: '/api/directories/:directory/suggestions', params: directory },
  { method: 'POST', route: '/api/directories/:directory/suggestions', params: directory, body: suggestionInputSchema },
  { method: 'DELETE', route: '/api/directories/:directory/suggestions/:slug', params: directoryEntry },
  { method: 'POST', route: '/api/directories/:directory/entries/:slug/confirm', params: directoryEntry },
  {
    method: 'POST',
    route: '/api/directories/:directory/entries/:slug/outdated',
    params: directoryEntry,
    body: outdatedReportSchema,
  },
];
