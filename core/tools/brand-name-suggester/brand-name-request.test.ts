import { describe, expect, it } from 'vitest';
import { brandInputsSchema, brandRequestSchema, wordsOf } from './brand-name-request';

/** The first issue's field and message. */
const issueOf = (input: unknown) => {
  const issue = brandRequestSchema.safeParse(input).error?.issues[0];
  return issue && [issue.path.join('.'), issue.message];
};
const inputs = { businessType: 'Tea shop', keywords: 'green, leaf', description: '' };

describe('the inputs names are generated from', () => {
  it('reads words as runs of letters a to z, accents dropped, lower-case', () => {
    expect(wordsOf(' Crème-Brûlée, AI/ML 2go ')).toEqual(['creme', 'brulee', 'ai', 'ml', 'go']);
  });

  it('accepts keywords and trims every input', () => {
    expect(brandRequestSchema.parse({ ...inputs, keywords: ' green ', description: ' Loose tea ' })).toEqual({
      ...inputs,
      keywords: 'green',
      description: 'Loose tea',
    });
  });

  it('asks for keywords: at least one word of two letters, at most five of at most 20 letters', () => {
    expect(issueOf({ ...inputs, keywords: '  ' })).toEqual(['keywords', 'Enter at least one keyword']);
    expect(issueOf({ ...inputs, keywords: 'a, 42, ☕' })).toEqual([
      'keywords',
      'Enter at least one keyword of two or more letters (a to z)',
    ]);
    expect(issueOf({ ...inputs, keywords: 'one two three four five six' })).toEqual([
      'keywords',
      'Enter at most 5 keywords',
    ]);
    expect(issueOf({ ...inputs, keywords: `tea ${'x'.repeat(21)}` })).toEqual([
      'keywords',
      'Each keyword must be at most 20 letters',
    ]);
    expect(brandRequestSchema.safeParse({ ...inputs, keywords: `tea ${'x'.repeat(20)}` }).success).toBe(true);
  });

  it('bounds each input’s length, naming its field', () => {
    expect(issueOf({ ...inputs, keywords: `tea ${'x '.repeat(49)}` })).toEqual([
      'keywords',
      'Keywords must be at most 100 characters',
    ]);
    expect(issueOf({ ...inputs, businessType: 'x'.repeat(61) })).toEqual([
      'businessType',
      'Business type must be at most 60 characters',
    ]);
    expect(issueOf({ ...inputs, description: 'x'.repeat(501) })).toEqual([
      'description',
      'Description must be at most 500 characters',
    ]);
  });

  it('keeps inputs half typed in a saved list (no keyword yet), only their lengths bounded', () => {
    expect(brandInputsSchema.safeParse({ businessType: '', keywords: '', description: '' }).success).toBe(true);
    expect(brandInputsSchema.safeParse({ ...inputs, businessType: 'x'.repeat(61) }).error?.issues[0]?.message).toBe(
      'Business type must be at most 60 characters',
    );
  });
});
