import { describe, expect, it } from 'vitest';
import { trimmedText } from './trimmed-text';
import { z } from './zod';

const messagesOf = (schema: z.ZodMiniType, value: unknown) =>
  z.safeParse(schema, value).error?.issues.map((issue) => issue.message) ?? [];

describe('trimmedText', () => {
  it('trims before it counts: 3 characters and spaces around them fit in 3', () => {
    expect(z.parse(trimmedText(3), '  abc \n')).toBe('abc');
  });

  it('says tooLong past max, and zod’s message when none is given', () => {
    expect(messagesOf(trimmedText(3, { tooLong: 'At most 3' }), 'abcd')).toEqual(['At most 3']);
    expect(messagesOf(trimmedText(3), 'abcd')).toEqual(['Too big: expected string to have <=3 characters']);
  });

  it('takes empty text unless required, and then says required (zod’s message for `true`)', () => {
    expect(z.parse(trimmedText(3), '   ')).toBe('');
    expect(messagesOf(trimmedText(3, { required: 'Write it' }), '   ')).toEqual(['Write it']);
    expect(messagesOf(trimmedText(3, { required: true }), '')).toEqual([
      'Too small: expected string to have >=1 characters',
    ]);
  });

  it('says notText for a value that is not text, and zod’s message when none is given', () => {
    expect(messagesOf(trimmedText(3, { required: 'Write it', notText: 'Write it' }), 5)).toEqual(['Write it']);
    expect(messagesOf(trimmedText(3, { required: 'Write it' }), 5)).toEqual([
      'Invalid input: expected string, received number',
    ]);
  });
});
