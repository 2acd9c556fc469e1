import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from '../lib/errors';

/** Validates one part of the request with a core/ contract; a failure is a 422 listing each bad field. */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) =>
  zValidator(target, schema, (result) => {
    if (result.success) return;
    const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid request', issues);
  });
