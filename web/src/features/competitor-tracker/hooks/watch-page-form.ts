import { watchedPageInputSchema, type WatchedPageInput } from '@core/tools/competitor-tracker/watched-pages';
import type { FieldIssue } from '@core/api/api-error';

/** The form's fields, as typed. */
export type WatchPageValues = WatchedPageInput;
export type WatchPageErrors = Partial<Record<keyof WatchPageValues, string>>;

export const EMPTY_WATCH_PAGE: WatchPageValues = { competitor: '', kind: 'pricing', url: '' };

/** The first issue of each field, by field. */
export function watchPageErrorsOf(issues: readonly FieldIssue[]): WatchPageErrors {
  const errors: WatchPageErrors = {};
  for (const { path, message } of issues) {
    const field = path.split('.')[0] as keyof WatchPageValues;
    if (field in EMPTY_WATCH_PAGE && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** The values checked by the page's contract, as the server checks them: the input, or each wrong field's message. */
export function checkWatchPage(values: WatchPageValues): { input?: WatchedPageInput; errors: WatchPageErrors } {
  const result = watchedPageInputSchema.safeParse(values);
  if (result.success) return { input: result.data, errors: {} };
  return {
    errors: watchPageErrorsOf(result.error.issues.map(({ path, message }) => ({ path: path.join('.'), message }))),
  };
}
