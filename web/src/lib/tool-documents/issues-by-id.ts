import type { z } from 'zod/mini';

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

/** Values checked by a tool's schema: its data, or null with each problem's message under its field (as issuesById). */
export function checkedBy<Schema extends z.ZodMiniType>(
  schema: Schema,
  values: unknown,
  lists: Record<string, readonly { id: string }[]> = {},
) {
  const result = schema.safeParse(values);
  return result.success
    ? { data: result.data, issues: {} as FieldIssues }
    : { data: null, issues: issuesById(result.error.issues, lists) };
}
