import { describe, expect, it } from 'vitest';
import { readApiErrorBody } from './api-error';

describe('readApiErrorBody', () => {
  it('reads our error answers: code and message, with the words said as messages and the field issues', () => {
    const full = {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Refused',
        messageId: 'server.refused',
        values: { n: 2, name: 'Ada' },
        issues: [
          { path: 'title', message: 'Title is required' },
          { path: '', message: 'Too many', messageId: 'server.tooMany', values: { max: 3 } },
        ],
      },
    };
    expect(readApiErrorBody(full)).toBe(full);
    expect(readApiErrorBody({ error: { code: 'NOT_FOUND', message: 'Idea not found' } })).toEqual({
      error: { code: 'NOT_FOUND', message: 'Idea not found' },
    });
  });

  it.each([
    ['no body', undefined],
    ['text', 'Bad Gateway'],
    ['better-auth’s shape', { code: 'INVALID_PASSWORD', message: 'Invalid password' }],
    ['no code', { error: { message: 'x' } }],
    ['a message that is no text', { error: { code: 'X', message: 42 } }],
    ['a message id that is no text', { error: { code: 'X', message: 'x', messageId: 7 } }],
    ['a value that is neither text nor number', { error: { code: 'X', message: 'x', values: { ok: true } } }],
    ['values that are a list', { error: { code: 'X', message: 'x', values: ['a'] } }],
    ['issues that are no list', { error: { code: 'X', message: 'x', issues: { path: 'a', message: 'b' } } }],
    ['an issue with no path', { error: { code: 'X', message: 'x', issues: [{ message: 'b' }] } }],
    ['an error that is a list', { error: [] }],
  ])('refuses %s', (_what, body) => {
    expect(readApiErrorBody(body)).toBeUndefined();
  });
});
