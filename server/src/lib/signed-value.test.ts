import { expect, it } from 'vitest';
import { readSignedValue, signValue } from './signed-value';

const SECRET = 'a-secret-of-at-least-32-characters-long';

it('gives back what it signed, for the same secret and purpose only', () => {
  const token = signValue(SECRET, 'unsubscribe', 'user-123');
  expect(token).not.toContain('user-123');
  expect(readSignedValue(SECRET, 'unsubscribe', token)).toBe('user-123');
  expect(readSignedValue(SECRET, 'another-purpose', token)).toBeNull();
  expect(readSignedValue('another-secret-of-at-least-32-characters', 'unsubscribe', token)).toBeNull();
});

it('refuses a token whose value was swapped, or that is no token at all', () => {
  const [, signature] = signValue(SECRET, 'unsubscribe', 'user-123').split('.');
  expect(
    readSignedValue(SECRET, 'unsubscribe', `${Buffer.from('user-456').toString('base64url')}.${signature}`),
  ).toBeNull();
  for (const junk of ['', '.', 'abc', 'abc.', '.abc', 'a.b.c'])
    expect(readSignedValue(SECRET, 'unsubscribe', junk)).toBeNull();
});
