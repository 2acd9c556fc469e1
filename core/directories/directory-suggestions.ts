import { say } from '../i18n/say';
import { trimmedText } from '../trimmed-text';
import { isWebLink } from '../web-link';
import { z } from '../zod';
import { DIRECTORY_LIMITS } from './directory-contracts';

/** How long what a user adds to a directory may be, and how much one user may add (ADR 0100). */
export const SUGGESTION_LIMITS = {
  name: 120,
  url: 500,
  description: 600,
  note: 500,
  /** Suggestions a user may make in 24 hours, and keep waiting for confirmation at once. */
  perDay: 5,
  waiting: 20,
  /** Confirmations and reports a user may give in 24 hours. */
  votesPerDay: 30,
  /** Confirmations by other users that publish a suggestion. */
  confirmationsToPublish: 2,
} as const;

const L = SUGGESTION_LIMITS;

const LINK_MESSAGE = say({
  id: 'core.directories.suggestionLink',
  defaultMessage: 'Enter the address of its public page, starting with https:// or http://',
});

/** An entry a user suggests: its name, the public page it is documented on (required), what it is, and its filters. */
export const suggestionInputSchema = z.strictObject({
  name: trimmedText(L.name, {
    required: say({ id: 'core.directories.suggestionNameRequired', defaultMessage: 'Name is required' }),
    tooLong: say(
      { id: 'core.directories.suggestionNameTooLong', defaultMessage: 'At most {max} characters' },
      { max: L.name },
    ),
  }),
  url: z
    .string({ error: LINK_MESSAGE })
    .check(z.trim(), z.maxLength(L.url, LINK_MESSAGE), z.refine(isWebLink, LINK_MESSAGE)),
  description: trimmedText(L.description, {
    required: say({
      id: 'core.directories.suggestionDescriptionRequired',
      defaultMessage: 'Say in a sentence what it is and who it is for',
    }),
    tooLong: say(
      { id: 'core.directories.suggestionDescriptionTooLong', defaultMessage: 'At most {max} characters' },
      { max: L.description },
    ),
  }),
  /** Its filter values as `key:value` tags (the directory checks them against its own). */
  facets: z
    .array(z.string())
    .check(
      z.maxLength(
        DIRECTORY_LIMITS.facets,
        say(
          { id: 'core.directories.tooManyFacets', defaultMessage: 'At most {max} filters' },
          { max: DIRECTORY_LIMITS.facets },
        ),
      ),
    ),
});
export type SuggestionInput = z.infer<typeof suggestionInputSchema>;

/** 'Report outdated': an optional note saying what changed. */
export const outdatedReportSchema = z.strictObject({
  note: z.optional(
    trimmedText(L.note, {
      tooLong: say(
        { id: 'core.directories.reportNoteTooLong', defaultMessage: 'At most {max} characters' },
        { max: L.note },
      ),
    }),
  ),
});
export type OutdatedReport = z.infer<typeof outdatedReportSchema>;

/** What the reader sees of an entry users added: whose it is, whether it is published, and the confirmations. */
export type CommunityEntryInfo = {
  status: 'waiting' | 'published';
  suggestedByYou: boolean;
  confirmations: number;
  confirmedByYou: boolean;
};

/** What a reader sees of the reports on any entry: how many said it is outdated, and whether they did. */
export type OutdatedInfo = { reports: number; reportedByYou: boolean };
