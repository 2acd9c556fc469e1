import { describe, expect, it } from 'vitest';
import { parseAuthIssues, toAuthAnswer } from './auth-answer';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('toAuthAnswer', () => {
  it('tells which message a refusal of better-auth is, so the web can translate it', async () => {
    const refused = await toAuthAnswer(
      answer(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
    );
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
      messageId: 'server.auth.invalidEmailOrPassword',
    });
    const limited = await toAuthAnswer(answer(429, { message: 'Too many requests. Please try again later.' }));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      message: 'Too many attempts. Please wait a minute and try again.',
      messageId: 'server.auth.tooManyAttempts',
    });
  });

  it('leaves words it has no message for, and answers that are not JSON, as they are', async () => {
    const unknown = await toAuthAnswer(answer(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Some other words' }));
    expect(await unknown.json()).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Some other words' });
    const text = new Response('nope', { status: 500, headers: { 'content-type': 'text/plain' } });
    expect(await toAuthAnswer(text)).toBe(text);
  });

  it('turns a validation 400 into a 422 with one issue per field', async () => {
    const converted = await toAuthAnswer(
      answer(400, {
        code: 'VALIDATION_ERROR',
        message: '[body.email] Invalid input: expected string; [body.password] Required',
      }),
    );
    expect(converted.status).toBe(422);
    expect(await converted.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: '[body.email] Invalid input: expected string; [body.password] Required',
      issues: [
        { path: 'email', message: 'Invalid input: expected string' },
        { path: 'password', message: 'Required' },
      ],
    });
  });

  it('turns a malformed-JSON 400 into a 422', async () => {
    expect(
      (await toAuthAnswer(answer(400, { code: 'BAD_REQUEST', message: 'Invalid JSON in request body' }))).status,
    ).toBe(422);
  });

  it("keeps better-auth's other answers, codes and all", async () => {
    const other = await toAuthAnswer(
      answer(400, { code: 'EMAIL_ALREADY_VERIFIED', message: 'Email is already verified' }),
    );
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({
      code: 'EMAIL_ALREADY_VERIFIED',
      message: 'Email is already verified',
      messageId: 'server.auth.emailAlreadyVerified',
    });
    expect((await toAuthAnswer(answer(401, { code: 'X' }))).status).toBe(401);
  });
});

describe('parseAuthIssues', () => {
  it('reads a whole-body problem as path ""', () => {
    expect(parseAuthIssues('[body] Invalid input: expected object, received array')).toEqual([
      { path: '', message: 'Invalid input: expected object, received array' },
    ]);
  });
});
