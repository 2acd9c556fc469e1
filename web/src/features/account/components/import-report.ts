import type { ImportSummary } from '@core/account/import-contracts';
import { TOOL_NOT_RESTORED, TOOL_PARTS, TOOL_TALLIES } from '@core/account/tool-parts';
import type { FieldIssue } from '@core/api/api-error';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { Translate } from '@/lib/i18n/use-t';
import { toolNameMessage } from '@/lib/tool-text';

/** How many of one kind, as '1 idea' or '3 ideas': said with `{ count }` (a tool's are core's messages). */
type Counted = MessageDescriptor;

/** The account's own kinds; each tool's are in its core contracts (core/tools/tool-contracts.ts, ADR 0067). */
const counted = {
  ideas: defineMessage<{ count: number }>({
    id: 'account.importReport.ideas',
    defaultMessage: '{count, plural, one {{count} idea} other {{count} ideas}}',
  }),
  toolDocuments: defineMessage<{ count: number }>({
    id: 'account.importReport.toolDocuments',
    defaultMessage: '{count, plural, one {{count} saved tool document} other {{count} saved tool documents}}',
  }),
  shares: defineMessage<{ count: number }>({
    id: 'account.importReport.shares',
    defaultMessage: '{count, plural, one {{count} share} other {{count} shares}}',
  }),
  othersComments: defineMessage<{ count: number }>({
    id: 'account.importReport.othersComments',
    defaultMessage: '{count, plural, one {{count} comment by someone else} other {{count} comments by other people}}',
  }),
};

const messages = {
  ...defineMessages({
    nothingNew: { id: 'account.importReport.nothingNew', defaultMessage: 'Nothing new to add.' },
    preferences: {
      id: 'account.importReport.preferences',
      defaultMessage: 'Your preferences are as they were in the file.',
    },
  }),
  list: defineMessage<{ items: string; last: string }>({
    id: 'account.importReport.list',
    defaultMessage: '{items} and {last}',
  }),
  added: defineMessage<{ list: string }>({ id: 'account.importReport.added', defaultMessage: 'Added {list}.' }),
  alreadyThere: defineMessage<{ list: string }>({
    id: 'account.importReport.alreadyThere',
    defaultMessage: 'Already in your account, so not added again: {list}.',
  }),
  notRestored: defineMessage<{ list: string }>({
    id: 'account.importReport.notRestored',
    defaultMessage: 'Not restored: {list}. Share ideas and invite co-founders again from the app.',
  }),
  issue: defineMessage<{ place: string; problem: string }>({
    id: 'account.importReport.issue',
    defaultMessage: '{place}: {problem}',
  }),
  moreIssues: defineMessage<{ count: number }>({
    id: 'account.importReport.moreIssues',
    defaultMessage: '…and {count} more.',
  }),
};

/** 'a', 'a and b', 'a, b and c'. */
function listed(parts: string[], t: Translate): string {
  if (parts.length <= 1) return parts.join('');
  return t(messages.list, { items: parts.slice(0, -1).join(', '), last: parts.at(-1)! });
}

/** Each kind in turn with its count, said, leaving out the kinds with none. */
function partsOf<Kind>(kinds: readonly (readonly [Kind, Counted])[], countOf: (kind: Kind) => number, t: Translate) {
  return kinds.flatMap(([kind, message]) => {
    const count = countOf(kind);
    return count > 0 ? [t(message, { count })] : [];
  });
}

/** The kinds of rows an import adds, in the order the report names them: the account's own, then the tools'. */
const TALLIED: readonly (readonly [Exclude<keyof ImportSummary, 'preferences' | 'notRestored'>, Counted])[] = [
  ['ideas', counted.ideas],
  ['toolDocuments', counted.toolDocuments],
  ...TOOL_TALLIES,
];

/** What the file has that an import does not restore, in the order the report names it. */
const NOT_RESTORED: readonly (readonly [keyof ImportSummary['notRestored'], Counted])[] = [
  ['shares', counted.shares],
  ...TOOL_NOT_RESTORED,
  ['othersComments', counted.othersComments],
];

/** The lines telling the user what an import did, in the order they read them. */
export function importReport(summary: ImportSummary, t: Translate): string[] {
  const { preferences, notRestored } = summary;
  const added = partsOf(TALLIED, (kind) => summary[kind].added, t);
  const present = partsOf(TALLIED, (kind) => summary[kind].alreadyThere, t);
  const skipped = partsOf(NOT_RESTORED, (kind) => notRestored[kind], t);
  return [
    added.length > 0 ? t(messages.added, { list: listed(added, t) }) : t(messages.nothingNew),
    ...(present.length > 0 ? [t(messages.alreadyThere, { list: listed(present, t) })] : []),
    ...(preferences ? [t(messages.preferences)] : []),
    ...(skipped.length > 0 ? [t(messages.notRestored, { list: listed(skipped, t) })] : []),
  ];
}

/** One item of a list in the file, said with its `{ number }` from 1 ('Idea 3'), and the list itself ('ideas'). */
type Collection = { item: MessageDescriptor; list: MessageDescriptor };

const collection = (item: Collection['item'], list: Collection['list']): Collection => ({ item, list });

/**
 * The account's own lists in the file, as a person names them; a tool's part has its own (its core contracts). Any
 * other key of the file (a field: 'title') is shown as it is.
 */
const ACCOUNT_COLLECTIONS: Partial<Record<string, Collection>> = {
  ideas: collection(
    defineMessage<{ number: number }>({ id: 'account.importPlace.idea', defaultMessage: 'idea {number}' }),
    defineMessage({ id: 'account.importPlace.ideas', defaultMessage: 'ideas' }),
  ),
  pages: collection(
    defineMessage<{ number: number }>({ id: 'account.importPlace.page', defaultMessage: 'page {number}' }),
    defineMessage({ id: 'account.importPlace.pages', defaultMessage: 'pages' }),
  ),
  properties: collection(
    defineMessage<{ number: number }>({ id: 'account.importPlace.property', defaultMessage: 'property {number}' }),
    defineMessage({ id: 'account.importPlace.properties', defaultMessage: 'properties' }),
  ),
  widgets: collection(
    defineMessage<{ number: number }>({ id: 'account.importPlace.widget', defaultMessage: 'widget {number}' }),
    defineMessage({ id: 'account.importPlace.widgets', defaultMessage: 'widgets' }),
  ),
  comments: collection(
    defineMessage<{ number: number }>({ id: 'account.importPlace.comment', defaultMessage: 'comment {number}' }),
    defineMessage({ id: 'account.importPlace.comments', defaultMessage: 'comments' }),
  ),
  toolDocuments: collection(
    defineMessage<{ number: number }>({
      id: 'account.importPlace.toolDocument',
      defaultMessage: 'saved document {number}',
    }),
    defineMessage({ id: 'account.importPlace.toolDocuments', defaultMessage: 'saved documents' }),
  ),
  options: collection(
    defineMessage<{ number: number }>({ id: 'account.importPlace.option', defaultMessage: 'option {number}' }),
    defineMessage({ id: 'account.importPlace.options', defaultMessage: 'options' }),
  ),
};

const theFile = defineMessage({ id: 'account.importPlace.file', defaultMessage: 'The file' });

/**
 * Where in the file an issue is, in words, from the API's dotted path: 'ideas.2.pages.0.title' → 'Idea 3, page 1,
 * title', 'yourAiCa.filings.0.dueDate' → 'Your AI CA, filing 1, dueDate'; a list itself → its name ('Ideas'); the
 * whole file ('') → 'The file'.
 */
export function importIssuePlace(path: string, t: Translate): string {
  const keys = path === '' ? [] : path.split('.');
  const toolPart = TOOL_PARTS.find((part) => part.key === keys[0]);
  const collections: Partial<Record<string, Collection>> = toolPart?.lists ?? ACCOUNT_COLLECTIONS;
  const words: string[] = [];
  keys.forEach((key, index) => {
    if (/^\d+$/.test(key)) return;
    const named = collections[key];
    const next = keys[index + 1];
    // A tool's part that is not itself a list (Your AI CA's calendar) is named by its tool; one that is, as that list.
    if (toolPart && index === 0 && !named) words.push(t(toolNameMessage(toolPart.toolId)));
    else if (named && next !== undefined && /^\d+$/.test(next)) words.push(t(named.item, { number: Number(next) + 1 }));
    else words.push(named ? t(named.list) : key);
  });
  const place = words.join(', ');
  return place ? place.charAt(0).toLocaleUpperCase() + place.slice(1) : t(theFile);
}

/** Shown at most: a broken file can have thousands of issues. */
const SHOWN_ISSUES = 5;

/**
 * A refused file's issues as lines the user can act on: 'Idea 3, title: Title is required'. The problem (the
 * server's validation message) is said in the page's language by `said` (lib/i18n/use-said), and so is the place.
 */
export function importIssueLines(
  issues: FieldIssue[],
  t: Translate,
  said: (text: string) => string = (text) => text,
): string[] {
  const lines = issues
    .slice(0, SHOWN_ISSUES)
    .map((issue) => t(messages.issue, { place: importIssuePlace(issue.path, t), problem: said(issue.message) }));
  return issues.length > SHOWN_ISSUES
    ? [...lines, t(messages.moreIssues, { count: issues.length - SHOWN_ISSUES })]
    : lines;
}
