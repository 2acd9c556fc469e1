import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from '../lib/errors';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../lib/unstorable-text';

/**
 * Validates one part of the request with a core/ contract; a failure is a 422 listing each bad field. Text
 * that Postgres cannot store (U+0000, unpaired surrogates) is such a failure too, whatever the contract.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) =>
  zValidator(target, schema, (result) => {
    if (result.success) {
      const path = findUnstorableText(result.data);
      if (path !== undefined) throw new AppError('VALIDATION_FAILED', UNSTORABLE_TEXT_MESSAGE, [{ path, message: UNSTORABLE_TEXT_MESSAGE }]);
      return;
    }
    const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid request', issues);
  });
