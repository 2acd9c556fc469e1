import { z } from '../zod';

/** What a schema says of `input`: each issue as [its path, dotted; its message] — none when it passes. For tests. */
export const issuesOf = (schema: z.ZodMiniType, input: unknown): [string, string][] => {
  const result = z.safeParse(schema, input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};
