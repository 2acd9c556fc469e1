import { say } from '../i18n/say';
import type { CommunityEntryInfo, OutdatedInfo } from './directory-suggestions';
import { z } from '../zod';

/** How many entries a page of a directory's search holds, and the most a search may ask for. */
export const DIRECTORY_LIMITS = { pageSize: 20, query: 200, pages: 10_000, facets: 30 } as const;

const pageNumber = z.pipe(
  z
    .string()
    .check(z.regex(/^\d{1,5}$/, say({ id: 'core.directories.badPage', defaultMessage: 'Must be a page number' }))),
  z.transform(Number),
);

/**
 * A directory search as the address writes it: `q` (words, each must begin a word of the entry's name or description,
 * in any language the app speaks), `page` (from 1) and any number of `facet=key:value`; the facets a directory knows
 * are checked by the engine, which knows the directory.
 */
export const directorySearchSchema = z.strictObject({
  q: z.optional(
    z
      .string()
      .check(
        z.maxLength(
          DIRECTORY_LIMITS.query,
          say(
            { id: 'core.directories.queryTooLong', defaultMessage: 'Must be at most {max} characters' },
            { max: DIRECTORY_LIMITS.query },
          ),
        ),
      ),
  ),
  page: z.optional(
    pageNumber.check(
      z.refine((page) => page >= 1 && page <= DIRECTORY_LIMITS.pages, {
        message: say({ id: 'core.directories.badPage', defaultMessage: 'Must be a page number' }),
      }),
    ),
  ),
  // One facet in the address is a string, several an array (Hono's query): always a list here.
  facet: z.optional(
    z
      .pipe(
        z.union([z.string(), z.array(z.string())]),
        z.transform((facets) => (typeof facets === 'string' ? [facets] : facets)),
      )
      .check(
        z.maxLength(
          DIRECTORY_LIMITS.facets,
          say(
            { id: 'core.directories.tooManyFacets', defaultMessage: 'At most {max} filters' },
            { max: DIRECTORY_LIMITS.facets },
          ),
        ),
      ),
  ),
});
export type DirectorySearch = z.infer<typeof directorySearchSchema>;

/** An entry as a directory's search returns it, its description in the reader's language. */
export type DirectoryEntryView<Fields = unknown> = {
  slug: string;
  name: string;
  url: string;
  description: string;
  fields: Fields;
  sources: readonly { url: string; title: string; publisher: string }[];
  verifiedOn: string;
  /** An entry a user added (ADR 0100): its state and confirmations; null for one the app ships. */
  community: CommunityEntryInfo | null;
  /** The readers who said its facts no longer hold. */
  outdated: OutdatedInfo;
};

/** One page of a directory's search: its entries, best match first (else by name), and how many match in all. */
export type DirectoryPage<Fields = unknown> = {
  entries: DirectoryEntryView<Fields>[];
  total: number;
  page: number;
  pageSize: number;
};
