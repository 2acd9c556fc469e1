import { say } from '@core/i18n/say';
import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import { z } from '@core/zod';
import { AppError } from '../lib/errors';
import { findUnstorableText, unstorableTextMessage } from '../lib/unstorable-text';

/**
 * Validates one part of the request with a core/ contract; a failure is a 422 listing each bad field. Text
 * that Postgres cannot store (U+0000, unpaired surrogates) is such a failure too, whatever the contract.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.core.$ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result) => refuseUnfit(result), {
    // (zod-validator types its results with classic zod's; these are zod/mini's, the same at run time.)
    validationFunction: (checked, value) => withinStack(() => z.safeParseAsync(checked, value)) as never,
  });

/**
 * Validates as `validate` does, with the contract the request itself names (a tool's document schema, found
 * by the route's tool id).
 */
export const validateWith = <Target extends keyof ValidationTargets, Output>(
  target: Target,
  schemaOf: (c: Context) => z.ZodMiniType<Output>,
) =>
  validator(target, (value, c): Output => {
    const schema = schemaOf(c);
    const result = withinStack(() => schema.safeParse(value));
    refuseUnfit(result);
    return result.data;
  });

/**
 * A body wrong in so many places (hundreds of thousands: a 600 KB page of empty nodes) that zod's list of issues
 * overflows the stack is refused like any other, as one issue of the whole request.
 */
function withinStack<Result>(parse: () => Result): Result {
  try {
    const result = parse();
    return result instanceof Promise ? (result.catch(refuseOverflow) as Result) : result;
  } catch (error) {
    return refuseOverflow(error);
  }
}

function refuseOverflow(error: unknown): never {
  if (!(error instanceof RangeError)) throw error;
  const message = say({ id: 'server.http.invalidRequest', defaultMessage: 'Invalid request' });
  throw new AppError('VALIDATION_FAILED', message, [{ path: '', message }]);
}

type Checked<Output> =
  | { success: true; data: Output }
  | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

/** A failed check, or text Postgres cannot store in a passed one: a 422 listing each bad field. */
function refuseUnfit<Output>(result: Checked<Output>): asserts result is { success: true; data: Output } {
  if (result.success) {
    const path = findUnstorableText(result.data);
    if (path !== undefined) {
      const message = unstorableTextMessage();
      throw new AppError('VALIDATION_FAILED', message, [{ path, message }]);
    }
    return;
  }
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new AppError(
    'VALIDATION_FAILED',
    issues[0]?.message ?? say({ id: 'server.http.invalidRequest', defaultMessage: 'Invalid request' }),
    issues,
  );
}
