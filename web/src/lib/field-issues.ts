import type { FieldIssue } from '@core/api/api-error';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { AuthError } from './auth-client';

/**
 * Puts each field issue of a refused request (e-mail taken, password too short, wrong current password…) next
 * to its field of the form. True when one was placed; otherwise the caller tells the error another way.
 */
export function showFieldIssues<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: Error,
  fields: readonly Path<T>[],
): boolean {
  const issues: FieldIssue[] = error instanceof AuthError || error instanceof ApiError ? error.issues : [];
  let placed = false;
  for (const { path, message } of issues) {
    const field = fields.find((name) => name === path);
    if (!field) continue;
    setError(field, { message });
    placed = true;
  }
  return placed;
}
