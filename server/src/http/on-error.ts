import { say, saidAs } from '@core/i18n/say';
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { AppError } from '../lib/errors';
import type { AppEnv } from './app-env';

/**
 * The one place errors become answers: AppError → its status (and which message its words are, ADR 0032); bad
 * JSON → 422; an unreachable database → a fast 503; anything else → 500, logged.
 * Under /api/auth the body has better-auth's shape, `{ code, message }`, which its browser client reads.
 */
export const onError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AppError) {
    // Each message says which one it is (when core or the server said it), for the web to say it in its language.
    const issues = error.issues?.map((issue) => ({ ...issue, ...saidAs(issue.message) }));
    const body = { code: error.code, message: error.message, ...saidAs(error.message), ...(issues ? { issues } : {}) };
    return c.json(c.req.path.startsWith('/api/auth/') ? body : { error: body }, error.status);
  }
  if (error instanceof HTTPException && error.status === 400) {
    // Hono's validator throws this for a body that is not valid JSON.
    return c.json({ error: { code: 'VALIDATION_FAILED', message: error.message, issues: [] } }, 422);
  }
  if (error instanceof HTTPException && error.status < 500) return error.getResponse();
  if (isDatabaseUnavailable(error)) {
    c.get('logger').warn({ err: error }, 'Database unavailable');
    c.header('Retry-After', '1');
    return c.json(
      {
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: say({
            id: 'server.http.unavailable',
            defaultMessage: 'The service is temporarily unavailable. Please try again in a moment.',
          }),
        },
      },
      503,
    );
  }
  c.get('logger').error({ err: error }, 'Unhandled error');
  return c.json(
    {
      error: {
        code: 'INTERNAL',
        message: say({ id: 'server.http.internal', defaultMessage: 'Something went wrong. Please try again.' }),
      },
    },
    500,
  );
};
