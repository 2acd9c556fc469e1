import { messageSaid } from '@core/i18n/say';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { api, ApiError, unwrap } from './api-client';

describe('api', () => {
  it("calls our routes with the server's own types", async () => {
    const calls = fakeApi({ 'GET /api/health': () => ({ body: { status: 'ok', database: 'up' } }) });
    const health = await unwrap(await api.health.$get());
    expectTypeOf(health.database).toEqualTypeOf<'up'>();
    expect(health).toEqual({ status: 'ok', database: 'up' });
    expect(calls).toEqual([{ method: 'GET', path: '/api/health', body: undefined, query: {} }]);
  });
});

const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('unwrap', () => {
  it('remembers which message the server’s words are, for the page to say them in its language', async () => {
    const issue = {
      path: 'name',
      message: 'A name the server alone says, 42',
      messageId: 'core.fixture.serverOnly',
      values: { n: 42 },
    };
    await unwrap(
      answer(422, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Refused for a server reason',
          messageId: 'core.fixture.refused',
          issues: [issue],
        },
      }),
    ).catch(() => undefined);
    expect(messageSaid('A name the server alone says, 42')).toEqual({
      id: 'core.fixture.serverOnly',
      defaultMessage: 'A name the server alone says, 42',
      values: { n: 42 },
    });
    expect(messageSaid('Refused for a server reason')?.id).toBe('core.fixture.refused');
  });

  it('returns the body of a successful answer', async () => {
    expect(await unwrap(answer(200, { status: 'ok' }))).toEqual({ status: 'ok' });
  });

  it('throws an ApiError with the code, message and field issues of an error answer', async () => {
    const error = await unwrap(
      answer(422, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Title is required',
          issues: [{ path: 'title', message: 'Title is required' }],
        },
      }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Title is required',
      issues: [{ path: 'title', message: 'Title is required' }],
    });
  });

  it('throws a generic ApiError when the answer is not ours (a proxy page, say)', async () => {
    const error = await unwrap(answer(502, '<html>Bad Gateway</html>')).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: 'UNKNOWN', message: 'Something went wrong. Please try again.' });
  });
});
