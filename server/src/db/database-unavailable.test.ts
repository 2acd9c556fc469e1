import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a full server', withCode('sorry, too many clients already', '53300')],
    ['an exhausted pool', new Error('timeout exceeded when trying to connect')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    [
      "Drizzle's wrapping of one",
      new Error('Failed query: select 1', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') }),
    ],
  ])('is true for %s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a bug', new Error('Cannot read properties of undefined')],
    ['a constraint violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a bad query', new Error('Failed query: select', { cause: withCode('syntax error', '42601') })],
    ['something not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});
