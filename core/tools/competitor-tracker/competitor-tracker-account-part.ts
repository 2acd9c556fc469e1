import { when } from '../../account/export-fields';
import { flagRepeats, instant, listOf } from '../../account/import-fields';
import { say } from '../../i18n/say';
import { z } from '../../zod';
import { COMPETITOR_TRACKER_LIMITS, watchedPageInputSchema } from './watched-pages';

/*
 * The Competitor Tracker's part of the account file, `watchedPages` (ADR 0109): each watched page (competitor, kind,
 * address) with the versions of its text kept, oldest first. Not the last check's problem: the next check tells it.
 */

/** The watched pages as the export writes them, oldest first. */
export const watchedPagesExportSchema = z.array(
  z.object({
    competitor: z.string(),
    kind: z.string(),
    url: z.string(),
    createdAt: when,
    versions: z.array(z.object({ text: z.string(), fetchedAt: when })),
  }),
);
export type WatchedPagesExport = z.infer<typeof watchedPagesExportSchema>;

/** The most text one version may hold: the page's answer is read up to 1 MB, its text is less. */
export const VERSION_TEXT_MAX = 1_000_000;

const importedVersion = z.object({
  text: z
    .string()
    .check(
      z.maxLength(
        VERSION_TEXT_MAX,
        say(
          { id: 'core.account.versionTextTooLong', defaultMessage: 'A page version must be at most {max} characters' },
          { max: VERSION_TEXT_MAX },
        ),
      ),
    ),
  fetchedAt: instant,
});

const importedPage = z.object({
  ...watchedPageInputSchema.shape,
  createdAt: z.optional(instant),
  versions: listOf(
    importedVersion,
    COMPETITOR_TRACKER_LIMITS.versionsKept,
    say(
      { id: 'core.account.tooManyPageVersions', defaultMessage: 'At most {max} versions a page' },
      { max: COMPETITOR_TRACKER_LIMITS.versionsKept },
    ),
  ),
});
export type ImportedWatchedPage = z.output<typeof importedPage>;

/** The account would watch more pages than the tracker allows once the file's are added. */
export const WATCHED_PAGES_FULL_MESSAGE = say(
  { id: 'core.account.watchedPagesFull', defaultMessage: 'With this file, you would watch more than {max} pages' },
  { max: COMPETITOR_TRACKER_LIMITS.pages },
);

/** The watched pages of the file, each address once; an older file has none. */
export const importedWatchedPagesSchema = listOf(
  importedPage,
  COMPETITOR_TRACKER_LIMITS.pages,
  WATCHED_PAGES_FULL_MESSAGE,
).check(
  z.superRefine((pages, context) =>
    flagRepeats(
      pages,
      (page) => page.url,
      say({ id: 'core.account.watchedPageRepeated', defaultMessage: 'Two watched pages have this address' }),
      (index) => [index, 'url'],
      context,
    ),
  ),
);
