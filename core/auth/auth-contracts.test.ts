import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, signInInputSchema, signUpInputSchema } from './auth-contracts';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('signUpInputSchema', () => {
  it('accepts a full name, an e-mail and a long enough password, trimming name and e-mail', () => {
    const parsed = signUpInputSchema.parse({
      name: ' Ada ',
      email: ' ada@example.com ',
      password: 'x'.repeat(PASSWORD_MIN_LENGTH),
    });
    expect(parsed).toEqual({ name: 'Ada', email: 'ada@example.com', password: 'x'.repeat(PASSWORD_MIN_LENGTH) });
  });

  it('requires every field, with a message for each', () => {
    expect(messagesOf(signUpInputSchema.safeParse({ name: '', email: '', password: '' }))).toEqual([
      'name: Full name is required',
      'email: Email is required',
      'email: Enter a valid email address',
      `password: Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    ]);
  });

  it('refuses a password one character short of the minimum', () => {
    const result = signUpInputSchema.safeParse({
      name: 'A',
      email: 'a@b.co',
      password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1),
    });
    expect(messagesOf(result)).toEqual([`password: Password must be at least ${PASSWORD_MIN_LENGTH} characters`]);
  });
});

describe('signInInputSchema', () => {
  it('requires an e-mail and a password', () => {
    expect(messagesOf(signInInputSchema.safeParse({ email: 'nope', password: '' }))).toEqual([
      'email: Enter a valid email address',
      'password: Password is required',
    ]);
  });
});
