import type { CoreMessage } from '../i18n/define-message';
import type { z } from '../zod';
import type { ToolId } from './tool-catalogue';

/**
 * A kind of news a user hears of (ADR 0027), as every reader says it: the inbox and a push in the reader's language,
 * the API's `text` in English (core's notificationText).
 */
export type NotificationKindContract<Kind extends string = string, MessageId extends string = string> = {
  /** Kept in each notification's row: a kind is never renamed. */
  kind: Kind;
  /** Its sentence, with `{actorName}` (who did it) and `{subject}` (what it is about). */
  sentence: CoreMessage<MessageId>;
  /** When its excerpt is a date ('YYYY-MM-DD'): what it says of that date, with `{date}`. */
  dated?: CoreMessage<MessageId>;
};

/**
 * A list in the account file as the import names the place of an issue in it: one item by its number from 1
 * (`{number}`: 'filing 3'), and the list itself ('filings').
 */
export type ListWords = { item: CoreMessage; list: CoreMessage };

/**
 * A tool's part of the account file (ADR 0029, 0030): its key in the file, the schema the export writes it with, the
 * one the import reads it with (a file from before the part existed reads as that schema's default), and the words
 * the web's import report says of it. A count is an ICU plural of `{count}` ('3 compliance filings'): the web says
 * it, never core's `say`, which fills no plural.
 */
export type AccountPartContract = {
  key: string;
  export: z.ZodMiniType;
  import: z.ZodMiniType;
  /** The rows the import report tallies (added, already there), each with how it counts them: `filings`, `payments`… */
  tallies: Readonly<Record<string, CoreMessage>>;
  /** What the part holds that an import does not restore on purpose, counted for the report: `invitations`… */
  notRestored?: Readonly<Record<string, CoreMessage>>;
  /**
   * Each list in the part whose items the import reads, as an issue's place names it ('Your AI CA, filing 3'). A part
   * that is a list itself (`assessments`) has its key here and reads as that list ('Assessment 1'); any other part
   * reads as its tool's name.
   */
  lists: Readonly<Record<string, ListWords>>;
};

/**
 * What a tool brings to shared core code (ADR 0067): the kinds of news it tells, and its part of the account file.
 * Either is left out when the tool has none; the definition has both (none: no kinds, a null part), so the list
 * (tool-contracts.ts) reads every tool alike. `const` keeps kinds, keys, tallies and message ids literal: the types
 * that shared code derives from the list (NotificationKind, AccountExport, the ids the web's `t` checks) stay exact.
 */
export const defineToolContracts = <
  const Kinds extends readonly NotificationKindContract[] = readonly [],
  const Part extends AccountPartContract | null = null,
>({
  id,
  notificationKinds,
  accountPart,
}: {
  id: ToolId;
  notificationKinds?: Kinds;
  accountPart?: Part;
}) => ({ id, notificationKinds: notificationKinds ?? ([] as const), accountPart: accountPart ?? null });
