import { describe, expect, it } from 'vitest';
import { messageSaid, say } from './say';

describe('say', () => {
  it('says a message in English, its arguments filled in, and remembers which message the words are', () => {
    const text = say({ id: 'core.test.atMost', defaultMessage: 'At most {max} characters' }, { max: 200 });
    expect(text).toBe('At most 200 characters');
    expect(messageSaid('At most 200 characters')).toEqual({
      id: 'core.test.atMost',
      defaultMessage: 'At most {max} characters',
      values: { max: 200 },
    });
  });

  it('knows nothing of words it did not say', () => {
    expect(messageSaid('Some text a person typed')).toBeUndefined();
  });

  it('keeps a placeholder it was given no value for, and says a message without arguments as it is', () => {
    expect(say({ id: 'core.test.missing', defaultMessage: 'Hello {name}' })).toBe('Hello {name}');
    expect(say({ id: 'core.test.plain', defaultMessage: 'Title is required' })).toBe('Title is required');
    expect(messageSaid('Title is required')?.id).toBe('core.test.plain');
  });

  it('remembers the 20,000 words most recently said or asked about, not more (messages with a person’s words come and go)', () => {
    say({ id: 'core.test.first', defaultMessage: 'The first of many {n}' }, { n: 0 });
    say({ id: 'core.test.asked', defaultMessage: 'Asked about {n}' }, { n: 0 });
    for (let n = 1; n <= 19_990; n += 1) say({ id: 'core.test.many', defaultMessage: 'Many {n}' }, { n });
    expect(messageSaid('Asked about 0')?.id).toBe('core.test.asked');
    for (let n = 19_991; n <= 20_000; n += 1) say({ id: 'core.test.many', defaultMessage: 'Many {n}' }, { n });
    expect(messageSaid('The first of many 0')).toBeUndefined();
    expect(messageSaid('Asked about 0')?.id).toBe('core.test.asked');
    expect(messageSaid('Many 20000')?.values).toEqual({ n: 20000 });
  });
});
