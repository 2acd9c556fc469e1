import { en } from 'zod/locales';
import { z } from 'zod/mini';

/**
 * zod as core's contracts use it: zod/mini, whose schemas carry no methods, so a page bundles only what its
 * schemas use (ADR 0042). zod/mini loads no locale: English is set here, where every contract takes `z` from, so
 * the messages a contract leaves to zod ('Unrecognized key: "x"') are the same on the server and in the browser.
 */
z.config(en());

export { z };

/** Issues found inside a transform, each under `path` (zod/mini's transform has no `addIssue`: its context is the payload). */
export function addIssues(
  context: z.core.ParsePayload,
  issues: readonly { message: string; path: readonly PropertyKey[] }[],
  path: PropertyKey[] = [],
) {
  for (const issue of issues)
    context.issues.push({
      code: 'custom',
      message: issue.message,
      path: [...path, ...issue.path],
      input: context.value,
    });
}
