import type { ImportSummary } from '@core/account/import-contracts';
import type { FieldIssue } from '@core/api/api-error';
import type { ToolId } from '@core/tools/tool-catalogue';
import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';
import type { Translate } from '@/lib/i18n/use-t';
import { toolNameMessage } from '@/lib/tool-text';

/** How many of one kind, as '1 idea' or '3 ideas'. */
type Counted = TypedMessageDescriptor<{ count: number }>;

const counted = {
  ideas: defineMessage<{ count: number }>({
    id: 'account.importReport.ideas',
    defaultMessage: '{count, plural, one {{count} idea} other {{count} ideas}}',
  }),
  toolDocuments: defineMessage<{ count: number }>({
    id: 'account.importReport.toolDocuments',
    defaultMessage: '{count, plural, one {{count} saved tool document} other {{count} saved tool documents}}',
  }),
  assessments: defineMessage<{ count: number }>({
    id: 'account.importReport.assessments',
    defaultMessage: '{count, plural, one {{count} assessment} other {{count} assessments}}',
  }),
  filings: defineMessage<{ count: number }>({
    id: 'account.importReport.filings',
    defaultMessage: '{count, plural, one {{count} compliance filing} other {{count} compliance filings}}',
  }),
  payments: defineMessage<{ count: number }>({
    id: 'account.importReport.payments',
    defaultMessage: '{count, plural, one {{count} payment} other {{count} payments}}',
  }),
  transactions: defineMessage<{ count: number }>({
    id: 'account.importReport.transactions',
    defaultMessage: '{count, plural, one {{count} transaction} other {{count} transactions}}',
  }),
  rules: defineMessage<{ count: number }>({
    id: 'account.importReport.rules',
    defaultMessage: '{count, plural, one {{count} categorisation rule} other {{count} categorisation rules}}',
  }),
  budgets: defineMessage<{ count: number }>({
    id: 'account.importReport.budgets',
    defaultMessage: '{count, plural, one {{count} budget line} other {{count} budget lines}}',
  }),
  trackedDomains: defineMessage<{ count: number }>({
    id: 'account.importReport.trackedDomains',
    defaultMessage: '{count, plural, one {{count} tracked domain} other {{count} tracked domains}}',
  }),
  shares: defineMessage<{ count: number }>({
    id: 'account.importReport.shares',
    defaultMessage: '{count, plural, one {{count} share} other {{count} shares}}',
  }),
  invitations: defineMessage<{ count: number }>({
    id: 'account.importReport.invitations',
    defaultMessage: '{count, plural, one {{count} co-founder invitation} other {{count} co-founder invitations}}',
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

/** What one kind of count says, leaving out the kinds with none. */
function partsOf(counts: [number, Counted][], t: Translate): string[] {
  return counts.filter(([total]) => total > 0).map(([total, message]) => t(message, { count: total }));
}

/** The kinds of rows an import adds, in the order the report names them. */
const TALLIED = [
  'ideas',
  'toolDocuments',
  'assessments',
  'filings',
  'payments',
  'transactions',
  'rules',
  'budgets',
  'trackedDomains',
] as const;

/** The lines telling the user what an import did, in the order they read them. */
export function importReport(summary: ImportSummary, t: Translate): string[] {
  const { preferences, notRestored } = summary;
  const added = partsOf(
    TALLIED.map((kind) => [summary[kind].added, counted[kind]]),
    t,
  );
  const present = partsOf(
    TALLIED.map((kind) => [summary[kind].alreadyThere, counted[kind]]),
    t,
  );
  const skipped = partsOf(
    [
      [notRestored.shares, counted.shares],
      [notRestored.invitations, counted.invitations],
      [notRestored.othersComments, counted.othersComments],
    ],
    t,
  );
  return [
    added.length > 0 ? t(messages.added, { list: listed(added, t) }) : t(messages.nothingNew),
    ...(present.length > 0 ? [t(messages.alreadyThere, { list: listed(present, t) })] : []),
    ...(preferences ? [t(messages.preferences)] : []),
    ...(skipped.length > 0 ? [t(messages.notRestored, { list: listed(skipped, t) })] : []),
  ];
}

/** One item of a list in the file, by its number from 1 ('Idea 3'), and the list itself ('ideas'). */
type Collection = { item: TypedMessageDescriptor<{ number: number }>; list: TypedMessageDescriptor };

const collection = (item: Collection['item'], list: Collection['list']): Collection => ({ item, list });

/** The file's lists, as a person names them; any other key of the file (a field: 'title') is shown as it is. */
const COLLECTIONS: Partial<Record<string, Collection>> = {
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
  assessments: collection(
    defineMessage<{ number: number }>({ id: 'account.importPlace.assessment', defaultMessage: 'assessment {number}' }),
    defineMessage({ id: 'account.importPlace.assessments', defaultMessage: 'assessments' }),
  ),
  answers: collection(
    defineMessage<{ number: number }>({ id: 'account.importPlace.answer', defaultMessage: 'answer {number}' }),
    defineMessage({ id: 'account.importPlace.answers', defaultMessage: 'answers' }),
  ),
  options: collection(
    defineMessage<{ number: number }>({ id: 'account.importPlace.option', defaultMessage: 'option {number}' }),
    defineMessage({ id: 'account.importPlace.options', defaultMessage: 'options' }),
  ),
  filings: collection(
    defineMessage<{ number: number }>({ id: 'account.importPlace.filing', defaultMessage: 'filing {number}' }),
    defineMessage({ id: 'account.importPlace.filings', defaultMessage: 'filings' }),
  ),
  payments: collection(
    defineMessage<{ number: number }>({ id: 'account.importPlace.payment', defaultMessage: 'payment {number}' }),
    defineMessage({ id: 'account.importPlace.payments', defaultMessage: 'payments' }),
  ),
  transactions: collection(
    defineMessage<{ number: number }>({
      id: 'account.importPlace.transaction',
      defaultMessage: 'transaction {number}',
    }),
    defineMessage({ id: 'account.importPlace.transactions', defaultMessage: 'transactions' }),
  ),
  rules: collection(
    defineMessage<{ number: number }>({ id: 'account.importPlace.rule', defaultMessage: 'rule {number}' }),
    defineMessage({ id: 'account.importPlace.rules', defaultMessage: 'rules' }),
  ),
  budgets: collection(
    defineMessage<{ number: number }>({ id: 'account.importPlace.budget', defaultMessage: 'budget line {number}' }),
    defineMessage({ id: 'account.importPlace.budgets', defaultMessage: 'budget lines' }),
  ),
  trackedDomains: collection(
    defineMessage<{ number: number }>({
      id: 'account.importPlace.trackedDomain',
      defaultMessage: 'tracked domain {number}',
    }),
    defineMessage({ id: 'account.importPlace.trackedDomains', defaultMessage: 'tracked domains' }),
  ),
};

/** The file's parts that hold one tool's data, named by the tool. */
const TOOL_PARTS: Partial<Record<string, ToolId>> = { yourAiCa: 'your-ai-ca', aiAccountant: 'ai-accountant' };

const theFile = defineMessage({ id: 'account.importPlace.file', defaultMessage: 'The file' });

/**
 * Where in the file an issue is, in words, from the API's dotted path: 'ideas.2.pages.0.title' → 'Idea 3, page 1,
 * title', 'yourAiCa.filings.0.dueDate' → 'Your AI CA, filing 1, dueDate'; a list itself → its name ('Ideas'); the
 * whole file ('') → 'The file'.
 */
export function importIssuePlace(path: string, t: Translate): string {
  const keys = path === '' ? [] : path.split('.');
  const words: string[] = [];
  keys.forEach((key, index) => {
    if (/^\d+$/.test(key)) return;
    const tool = TOOL_PARTS[key];
    const named = COLLECTIONS[key];
    const next = keys[index + 1];
    if (tool) words.push(t(toolNameMessage(tool)));
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
