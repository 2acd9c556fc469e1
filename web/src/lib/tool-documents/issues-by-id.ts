/** A checked document's messages under their fields: 'idea', or 'assumptions.<item id>.statement' for a list's item. */
export type FieldIssues = Record<string, string>;

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * Each issue of a schema's check under its field, the first per field; an item of one of `lists` named by its id
 * rather than its place (so that its message stays with it when the list is reordered).
 */
export function issuesById(issues: readonly Issue[], lists: Record<string, readonly { id: string }[]>): FieldIssues {
  const byField: FieldIssues = {};
  for (const issue of issues) {
    const [first, index, ...rest] = issue.path;
    const list = typeof first === 'string' ? lists[first] : undefined;
    const path = list && typeof index === 'number' ? [first, list[index]?.id, ...rest] : issue.path;
    byField[path.map(String).join('.')] ??= issue.message;
  }
  return byField;
}
