import { describe, expect, it } from 'vitest';
import { findOffSiteRedirect, isSameSiteUrl } from './same-site-url';

const APP = 'https://founders.example';

describe('isSameSiteUrl', () => {
  it.each(['/', '/dashboard', '/auth?x=1', 'https://founders.example/dashboard'])('accepts %s', (value) => {
    expect(isSameSiteUrl(value, APP)).toBe(true);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'http://founders.example/',
    'dashboard',
    '-1',
    42,
  ])('refuses %s', (value) => expect(isSameSiteUrl(value, APP)).toBe(false));
});

describe('findOffSiteRedirect', () => {
  it('names the first off-site redirect parameter in the query or the body', () => {
    expect(findOffSiteRedirect([{ callbackURL: '/' }, { errorCallbackURL: 'https://evil.example' }], APP)).toBe(
      'errorCallbackURL',
    );
    expect(findOffSiteRedirect([undefined, { callbackURL: '/dashboard', email: 'x' }], APP)).toBeUndefined();
  });
});
