import { describe, expect, it } from 'vitest';
import { parseAuthIssues, toValidationAnswer } from './validation-answer';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('toValidationAnswer', () => {
  it('turns a validation 400 into a 422 with one issue per field', async () => {
    const converted = await toValidationAnswer(
      answer(400, { code: 'VALIDATION_ERROR', message: '[body.email] Invalid input: expected string; [body.password] Required' }),
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
    expect((await toValidationAnswer(answer(400, { code: 'BAD_REQUEST', message: 'Invalid JSON in request body' }))).status).toBe(422);
  });

  it("keeps better-auth's other answers, codes and all", async () => {
    const other = await toValidationAnswer(answer(400, { code: 'EMAIL_ALREADY_VERIFIED', message: 'Email is already verified' }));
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({ code: 'EMAIL_ALREADY_VERIFIED', message: 'Email is already verified' });
    expect((await toValidationAnswer(answer(401, { code: 'X' }))).status).toBe(401);
  });
});

describe('parseAuthIssues', () => {
  it('reads a whole-body problem as path ""', () => {
    expect(parseAuthIssues('[body] Invalid input: expected object, received array')).toEqual([
      { path: '', message: 'Invalid input: expected object, received array' },
    ]);
  });
});
