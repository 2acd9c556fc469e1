import { describe, expect, it } from 'vitest';
import { z } from '../../zod';
import { ADVISOR_LIMITS, advisorProfileInputSchema } from './advisor-profile';
import { advisorSearchSchema } from './advisor-search';
import { introAnswerInputSchema, introRequestInputSchema } from './intro-requests';
import { issuesOf } from '../../testing/issues-of';

const valid = {
  headline: '  Fintech operator  ',
  expertise: ['Payments', ' payments ', '', 'Pricing'],
  howTheyHelp: 'Pricing and bank partners',
  openTo: ['mentoring', 'calls', 'calls'],
  contactPreference: 'email',
};

describe('an advisor profile', () => {
  it('is read trimmed, each tag once whatever its case, what they are open to in the list’s order, no link and no hours when left out', () => {
    expect(z.parse(advisorProfileInputSchema, valid)).toEqual({
      headline: 'Fintech operator',
      expertise: ['Payments', 'Pricing'],
      industries: [],
      howTheyHelp: 'Pricing and bank partners',
      hoursPerMonth: null,
      openTo: ['calls', 'mentoring'],
      contactPreference: 'email',
      link: null,
    });
    expect(z.parse(advisorProfileInputSchema, { ...valid, link: '  ' }).link).toBeNull();
    expect(z.parse(advisorProfileInputSchema, { ...valid, link: ' http://example.com/me ' }).link).toBe(
      'http://example.com/me',
    );
  });

  it('holds its limits, each at its edge', () => {
    const at = {
      ...valid,
      headline: 'h'.repeat(ADVISOR_LIMITS.headline),
      expertise: Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(40, 'x')),
      howTheyHelp: 'w'.repeat(1000),
      hoursPerMonth: 200,
      link: `https://x.com/${'a'.repeat(286)}`,
    };
    expect(issuesOf(advisorProfileInputSchema, at)).toEqual([]);
    expect(
      issuesOf(advisorProfileInputSchema, {
        ...at,
        headline: `${at.headline}h`,
        expertise: [...at.expertise, 'eleventh'],
        industries: ['i'.repeat(41)],
        howTheyHelp: `${at.howTheyHelp}w`,
        hoursPerMonth: 201,
        link: `${at.link}a`,
      }),
    ).toEqual([
      ['headline', 'Must be at most 120 characters'],
      ['expertise', 'At most 10 tags'],
      ['industries.0', 'Must be at most 40 characters'],
      ['howTheyHelp', 'Must be at most 1000 characters'],
      ['hoursPerMonth', 'Enter between 1 and 200 hours'],
      ['link', 'Must be at most 300 characters'],
    ]);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://example.com', 'linkedin.com/in/ada', 'mailto:a@b.c'])(
    'refuses the link %s',
    (link) => {
      expect(issuesOf(advisorProfileInputSchema, { ...valid, link })).toEqual([
        ['link', 'Enter a web address starting with http:// or https://'],
      ]);
    },
  );

  it('says what is missing', () => {
    expect(issuesOf(advisorProfileInputSchema, {})).toEqual([
      ['headline', 'Invalid input: expected string, received undefined'],
      ['expertise', 'Invalid input: expected array, received undefined'],
      ['howTheyHelp', 'Invalid input: expected string, received undefined'],
      ['openTo', 'Invalid input: expected array, received undefined'],
      ['contactPreference', 'Choose how founders should reach you'],
    ]);
    expect(
      issuesOf(advisorProfileInputSchema, { ...valid, headline: ' ', expertise: [' '], howTheyHelp: '', openTo: [] }),
    ).toEqual([
      ['headline', 'Write a headline'],
      ['expertise', 'Add at least one area of expertise'],
      ['howTheyHelp', 'Say how you can help founders'],
      ['openTo', 'Choose what you are open to'],
    ]);
    expect(issuesOf(advisorProfileInputSchema, { ...valid, hoursPerMonth: 2.5 })).toHaveLength(1);
  });
});

describe('an intro request', () => {
  it('needs a message of at most 1000 characters, trimmed', () => {
    expect(z.parse(introRequestInputSchema, { message: '  Hello  ' })).toEqual({ message: 'Hello' });
    expect(issuesOf(introRequestInputSchema, { message: ' ' })).toEqual([
      ['message', 'Write a short message to the advisor'],
    ]);
    expect(issuesOf(introRequestInputSchema, { message: 'm'.repeat(1001) })).toEqual([
      ['message', 'Must be at most 1000 characters'],
    ]);
    expect(issuesOf(introRequestInputSchema, { message: 'm'.repeat(1000) })).toEqual([]);
  });

  it('is answered by accept or decline only', () => {
    expect(issuesOf(introAnswerInputSchema, { answer: 'accept' })).toEqual([]);
    expect(issuesOf(introAnswerInputSchema, { answer: 'ignore' })).toEqual([['answer', 'Accept or decline']]);
  });
});

describe('a search', () => {
  it('reads its page as a number, and refuses a query past 200 characters and unknown parameters', () => {
    expect(z.parse(advisorSearchSchema, { q: 'pricing', page: '2' })).toEqual({ q: 'pricing', page: 2 });
    expect(issuesOf(advisorSearchSchema, { q: 'q'.repeat(201) })).toEqual([['q', 'Must be at most 200 characters']]);
    expect(issuesOf(advisorSearchSchema, { page: '-1' })).toEqual([['page', 'Must be a page number']]);
    expect(issuesOf(advisorSearchSchema, { sort: 'name' })).toHaveLength(1);
  });
});
