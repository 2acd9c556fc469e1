import { SUGGESTION_LIMITS, type OutdatedReport, type SuggestionInput } from '@core/directories/directory-suggestions';
import type { DirectoryEntryView } from '@core/directories/directory-contracts';
import type { DirectoryDefinition } from '@core/directories/directory-definition';
import { LANGUAGES, type Language } from '@core/preferences/languages';
import { say } from '@core/i18n/say';
import { searchWords } from '@core/search/search-words';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { directoryEntries, directoryEntryVotes } from '../db/schema/directory-entries';
import { AppError } from '../lib/errors';
import { entryColumns, withVotes } from './directory-entry-view';
import { knownFacetTags } from './directory-search';

const DAY_MS = 24 * 60 * 60 * 1000;
const notFound = () =>
  new AppError('NOT_FOUND', say({ id: 'server.directories.entryNotFound', defaultMessage: 'No such entry' }));

/** The day it is (UTC), for a suggestion's 'Last verified': the day its author read its page. */
const today = (now: Date) => now.toISOString().slice(0, 10);

/** The count a `count(*)` query finds. */
const counted = async (query: PromiseLike<{ count: number }[]>) => (await query)[0]?.count ?? 0;

/**
 * A user's suggestion (ADR 0100): an entry of the directory, waiting — in the results for its author at once, and in
 * the others' 'Waiting for confirmation' — until enough other users confirm it. At most 5 a day and 20 waiting per
 * user (a 429 saying which); its link is the page it is documented on, its words the author's, in every language.
 */
export async function suggestEntry(
  db: Db,
  definition: DirectoryDefinition,
  userId: string,
  input: SuggestionInput,
  language: Language,
  now = new Date(),
): Promise<DirectoryEntryView> {
  const facets = knownFacetTags(definition, input.facets, 'facets');
  const mine = eq(directoryEntries.suggestedBy, userId);
  const count = sql<number>`count(*)`.mapWith(Number);
  const today_ = await counted(
    db
      .select({ count })
      .from(directoryEntries)
      .where(and(mine, gt(directoryEntries.createdAt, new Date(now.getTime() - DAY_MS)))),
  );
  if (today_ >= SUGGESTION_LIMITS.perDay)
    throw new AppError(
      'RATE_LIMITED',
      say(
        {
          id: 'server.directories.suggestionsPerDay',
          defaultMessage: 'You can suggest up to {max} entries a day. Try again tomorrow.',
        },
        { max: SUGGESTION_LIMITS.perDay },
      ),
    );
  const waiting = await counted(
    db
      .select({ count })
      .from(directoryEntries)
      .where(and(mine, eq(directoryEntries.status, 'waiting'))),
  );
  if (waiting >= SUGGESTION_LIMITS.waiting)
    throw new AppError(
      'RATE_LIMITED',
      say(
        {
          id: 'server.directories.suggestionsWaiting',
          defaultMessage:
            '{max} of your suggestions are waiting for confirmation. Suggest more once some are confirmed.',
        },
        { max: SUGGESTION_LIMITS.waiting },
      ),
    );
  const description = Object.fromEntries(LANGUAGES.map((code) => [code, input.description])) as Record<
    Language,
    string
  >;
  const [row] = await db
    .insert(directoryEntries)
    .values({
      directory: definition.id,
      slug: `community-${crypto.randomUUID()}`,
      name: input.name,
      url: input.url,
      description,
      fields: {},
      sources: [{ url: input.url, title: input.name, publisher: new URL(input.url).hostname }],
      verifiedOn: today(now),
      facets,
      searchText: searchWords(`${input.name} ${input.description}`).join(' '),
      contentHash: 'community',
      suggestedBy: userId,
      status: 'waiting',
    })
    .returning({ slug: directoryEntries.slug });
  return entryBySlug(db, definition, row!.slug, userId, language);
}

/** One entry as the viewer sees it (a waiting suggestion: its author, or anyone asked to confirm it). */
async function entryBySlug(
  db: Db,
  definition: DirectoryDefinition,
  slug: string,
  viewerId: string,
  language: Language,
) {
  const [row] = await db
    .select(entryColumns)
    .from(directoryEntries)
    .where(and(eq(directoryEntries.directory, definition.id), eq(directoryEntries.slug, slug)));
  if (!row) throw notFound();
  const [entry] = await withVotes(db, [row], { language, viewerId });
  return entry!;
}

/** The entry's id, by its directory and slug; a 404 for one that is not there. */
async function entryIdOf(db: Db, definition: DirectoryDefinition, slug: string) {
  const [row] = await db
    .select({ id: directoryEntries.id, suggestedBy: directoryEntries.suggestedBy, status: directoryEntries.status })
    .from(directoryEntries)
    .where(and(eq(directoryEntries.directory, definition.id), eq(directoryEntries.slug, slug)));
  if (!row) throw notFound();
  return row;
}

/** The author withdraws their suggestion (waiting or published); anyone else's is a 404. */
export async function withdrawSuggestion(db: Db, definition: DirectoryDefinition, userId: string, slug: string) {
  const deleted = await db
    .delete(directoryEntries)
    .where(
      and(
        eq(directoryEntries.directory, definition.id),
        eq(directoryEntries.slug, slug),
        eq(directoryEntries.suggestedBy, userId),
      ),
    )
    .returning({ id: directoryEntries.id });
  if (deleted.length === 0) throw notFound();
}

/** A vote a user may give 30 times a day (confirmations and reports together); past it a 429. */
async function checkVotesToday(db: Db, userId: string, now: Date) {
  const given = await counted(
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(directoryEntryVotes)
      .where(
        and(
          eq(directoryEntryVotes.voterId, userId),
          gt(directoryEntryVotes.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      ),
  );
  if (given >= SUGGESTION_LIMITS.votesPerDay)
    throw new AppError(
      'RATE_LIMITED',
      say(
        {
          id: 'server.directories.votesPerDay',
          defaultMessage: 'You can confirm or report up to {max} entries a day. Try again tomorrow.',
        },
        { max: SUGGESTION_LIMITS.votesPerDay },
      ),
    );
}

/**
 * Another user vouches for a waiting suggestion; with the second confirmation it is published (for everyone, its
 * 'Last verified' the day of that confirmation). Confirming twice changes nothing; one's own suggestion cannot be
 * confirmed (a 422), nor an entry the app ships or one already published (a 409).
 */
export async function confirmSuggestion(
  db: Db,
  definition: DirectoryDefinition,
  userId: string,
  slug: string,
  language: Language,
  now = new Date(),
): Promise<DirectoryEntryView> {
  const entry = await entryIdOf(db, definition, slug);
  if (entry.suggestedBy === userId)
    throw new AppError(
      'VALIDATION_FAILED',
      say({ id: 'server.directories.ownSuggestion', defaultMessage: 'Your own suggestion is confirmed by others.' }),
    );
  if (entry.suggestedBy === null || entry.status !== 'waiting')
    throw new AppError(
      'CONFLICT',
      say({ id: 'server.directories.notWaiting', defaultMessage: 'This entry is not waiting for confirmation.' }),
    );
  await checkVotesToday(db, userId, now);
  await db.transaction(async (tx) => {
    await tx
      .insert(directoryEntryVotes)
      .values({ entryId: entry.id, voterId: userId, kind: 'confirmed' })
      .onConflictDoNothing();
    // Published by the confirmation that makes the count, in the same transaction (two at once: both see it, one writes).
    await tx
      .update(directoryEntries)
      .set({ status: 'published', verifiedOn: today(now), updatedAt: now })
      .where(
        and(
          eq(directoryEntries.id, entry.id),
          eq(directoryEntries.status, 'waiting'),
          sql`(select count(*) from ${directoryEntryVotes} v where v.entry_id = ${entry.id} and v.kind = 'confirmed') >= ${SUGGESTION_LIMITS.confirmationsToPublish}`,
        ),
      );
  });
  return entryBySlug(db, definition, slug, userId, language);
}

/** 'Report outdated' on any entry the user can see: once per user (a second report changes its note). */
export async function reportOutdated(
  db: Db,
  definition: DirectoryDefinition,
  userId: string,
  slug: string,
  { note }: OutdatedReport,
  language: Language,
  now = new Date(),
): Promise<DirectoryEntryView> {
  const entry = await entryIdOf(db, definition, slug);
  if (entry.status !== 'published' && entry.suggestedBy !== userId) throw notFound();
  await checkVotesToday(db, userId, now);
  await db
    .insert(directoryEntryVotes)
    .values({ entryId: entry.id, voterId: userId, kind: 'outdated', note: note || null })
    .onConflictDoUpdate({
      target: [directoryEntryVotes.entryId, directoryEntryVotes.voterId, directoryEntryVotes.kind],
      set: { note: note || null },
    });
  return entryBySlug(db, definition, slug, userId, language);
}

/** Other users' suggestions waiting in a directory, the oldest first (at most 50): for the viewer to confirm. */
export async function waitingSuggestions(
  db: Db,
  definition: DirectoryDefinition,
  viewerId: string,
  language: Language,
) {
  const rows = await db
    .select(entryColumns)
    .from(directoryEntries)
    .where(
      and(
        eq(directoryEntries.directory, definition.id),
        eq(directoryEntries.status, 'waiting'),
        ne(directoryEntries.suggestedBy, viewerId),
      ),
    )
    .orderBy(asc(directoryEntries.createdAt))
    .limit(50);
  return withVotes(db, rows, { language, viewerId });
}
