import { importIssuePlace, type ImportSummary } from '@core/account/import-contracts';
import type { FieldIssue } from '@core/api/api-error';

const counted = (total: number, one: string, many: string) => `${total} ${total === 1 ? one : many}`;

/** 'a', 'a and b', 'a, b and c'. */
function listed(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** What one kind of count says, leaving out the kinds with none. */
function partsOf(counts: [number, string, string][]): string[] {
  return counts.filter(([total]) => total > 0).map(([total, one, many]) => counted(total, one, many));
}

/** The lines telling the user what an import did, in the order they read them. */
export function importReport({ ideas, toolDocuments, assessments, preferences, notRestored }: ImportSummary): string[] {
  const added = partsOf([
    [ideas.added, 'idea', 'ideas'],
    [toolDocuments.added, 'saved tool document', 'saved tool documents'],
    [assessments.added, 'assessment', 'assessments'],
  ]);
  const present = partsOf([
    [ideas.alreadyThere, 'idea', 'ideas'],
    [toolDocuments.alreadyThere, 'saved tool document', 'saved tool documents'],
    [assessments.alreadyThere, 'assessment', 'assessments'],
  ]);
  const skipped = partsOf([
    [notRestored.shares, 'share', 'shares'],
    [notRestored.invitations, 'co-founder invitation', 'co-founder invitations'],
    [notRestored.othersComments, "comment by someone else", 'comments by other people'],
  ]);
  return [
    added.length > 0 ? `Added ${listed(added)}.` : 'Nothing new to add.',
    ...(present.length > 0 ? [`Already in your account, so not added again: ${listed(present)}.`] : []),
    ...(preferences ? ['Your preferences are as they were in the file.'] : []),
    ...(skipped.length > 0 ? [`Not restored: ${listed(skipped)}. Share ideas and invite co-founders again from the app.`] : []),
  ];
}

/** Shown at most: a broken file can have thousands of issues. */
export const SHOWN_ISSUES = 5;

/** A refused file's issues as lines the user can act on: 'Idea 3, title: Title is required'. */
export function importIssueLines(issues: FieldIssue[]): string[] {
  const lines = issues.slice(0, SHOWN_ISSUES).map((issue) => `${importIssuePlace(issue.path)}: ${issue.message}`);
  return issues.length > SHOWN_ISSUES ? [...lines, `…and ${issues.length - SHOWN_ISSUES} more.`] : lines;
}
