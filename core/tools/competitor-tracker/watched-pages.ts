import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';
import type { ShownDiffLine } from './line-diff';

/**
 * The Competitor Tracker's limits (ADR 0109): a founder's watch list, not a crawler's. 'Check now' waits
 * CHECK_NOW_MINUTES between two checks of one page, so that no button can be used to hammer a site.
 */
export const COMPETITOR_TRACKER_LIMITS = {
  pages: 30,
  competitor: 80,
  url: 2_000,
  /** Versions of a page's text kept: the newest, and the ones before it. */
  versionsKept: 10,
  checkNowMinutes: 5,
} as const;

/** What kind of page it is: the label the founder gives it. */
export const PAGE_KINDS = ['pricing', 'changelog', 'careers', 'blog', 'product', 'other'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

const KIND_EXPECTED = say({
  id: 'core.competitorTracker.kindExpected',
  defaultMessage: 'Choose what kind of page it is',
});
const URL_EXPECTED = say({
  id: 'core.competitorTracker.urlExpected',
  defaultMessage: 'Enter the page’s address, starting with https:// or http://',
});

const isWebAddress = (value: string) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return ['http:', 'https:'].includes(url.protocol) && url.hostname !== '' && !url.username && !url.password;
};

/** The body of POST and PUT /api/competitor-tracker/pages: whose page, what kind, and its address. */
export const watchedPageInputSchema = z.strictObject({
  competitor: trimmedText(COMPETITOR_TRACKER_LIMITS.competitor, {
    required: say({ id: 'core.competitorTracker.competitorRequired', defaultMessage: 'Name the competitor' }),
    tooLong: say(
      { id: 'core.competitorTracker.competitorTooLong', defaultMessage: 'At most {max} characters' },
      { max: COMPETITOR_TRACKER_LIMITS.competitor },
    ),
  }),
  kind: z.enum(PAGE_KINDS, KIND_EXPECTED),
  url: trimmedText(COMPETITOR_TRACKER_LIMITS.url, { required: URL_EXPECTED, tooLong: URL_EXPECTED }).check(
    z.refine(isWebAddress, URL_EXPECTED),
  ),
});
export type WatchedPageInput = z.input<typeof watchedPageInputSchema>;

/**
 * Why a check stored nothing: robots.txt disallows the page (or could not be read, RFC 9309 §2.3.1.4); the address
 * is not one the server may reach; it answered too slowly, too much, or not at all; an HTTP error; not a web page.
 */
export const PAGE_PROBLEMS = ['robots', 'refused', 'timeout', 'too-large', 'network', 'status', 'not-page'] as const;
export type PageProblem = { code: (typeof PAGE_PROBLEMS)[number]; status?: number };

/** The words of a problem, as the API says them and the page shows them. */
export function pageProblemMessage({ code, status }: PageProblem): string {
  switch (code) {
    case 'robots':
      return say({
        id: 'core.competitorTracker.problem.robots',
        defaultMessage: 'The site’s robots.txt does not allow this page to be fetched, so nothing was stored.',
      });
    case 'refused':
      return say({
        id: 'core.competitorTracker.problem.refused',
        defaultMessage: 'This address is not a public web address (or redirects to one), so it is not fetched.',
      });
    case 'timeout':
      return say({
        id: 'core.competitorTracker.problem.timeout',
        defaultMessage: 'The site did not answer in time, so nothing was stored. It will be tried again.',
      });
    case 'too-large':
      return say({
        id: 'core.competitorTracker.problem.tooLarge',
        defaultMessage: 'The page is larger than the tracker reads (1 MB), so nothing was stored.',
      });
    case 'network':
      return say({
        id: 'core.competitorTracker.problem.network',
        defaultMessage: 'The site could not be reached, so nothing was stored. It will be tried again.',
      });
    case 'status':
      return say(
        {
          id: 'core.competitorTracker.problem.status',
          defaultMessage: 'The site answered with an error (HTTP {status}), so nothing was stored.',
        },
        { status: status ?? 0 },
      );
    case 'not-page':
      return say({
        id: 'core.competitorTracker.problem.notPage',
        defaultMessage: 'This address is not a web page with text (HTML or plain text), so nothing was stored.',
      });
  }
}

/** A watched page as the API gives it: the last check's outcome, and what changed at its last change. */
export type WatchedPageView = {
  id: string;
  competitor: string;
  kind: PageKind;
  url: string;
  /** ISO date-time of the last check, whatever came of it; null before the first. */
  lastCheckedAt: string | null;
  /** What stopped the last check, or null when it read the page. */
  problem: PageProblem | null;
  /** How many versions of its text are kept. */
  versions: number;
  /** ISO date-time the newest version was read at (the last change, or the first read). */
  changedAt: string | null;
  /** The newest version against the one before it; null while there is only one (or none). */
  lastChange: ShownDiffLine[] | null;
  createdAt: string;
};

/** The answer of an add, an edit or a check: the page as it now is and, for a check, whether its text changed. */
export type WatchedPageCheck = { page: WatchedPageView; changed: boolean; message?: string };

/** The lines a page's text is compared by: each line trimmed, blank ones left out. */
export const textLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
