import { describe, expect, it } from 'vitest';
import { getDisplayName, getInitials, getPublicName } from './display-name';

describe('getDisplayName', () => {
  it.each([
    [{ name: 'Ada Lovelace', email: 'ada@example.com' }, 'Ada Lovelace'],
    [{ name: '  ', email: 'ada@example.com' }, 'ada@example.com'],
    [{ name: null, email: null }, 'User'],
    [{}, 'User'],
  ])('%j → %s', (user, expected) => expect(getDisplayName(user)).toBe(expected));
});

describe('getInitials', () => {
  it.each([
    [{ name: 'ada lovelace' }, 'AL'],
    [{ name: 'Ada King Lovelace' }, 'AK'],
    [{ name: 'Ada' }, 'A'],
    [{ email: 'zed@example.com' }, 'Z'],
    [{}, 'U'],
  ])('%j → %s', (user, expected) => expect(getInitials(user)).toBe(expected));
});

describe('getPublicName', () => {
  it('is the full name, else the account name, else User; never an e-mail', () => {
    expect(getPublicName({ fullName: ' Ada Lovelace ', accountName: 'ada' })).toBe('Ada Lovelace');
    expect(getPublicName({ fullName: '  ', accountName: 'Ada' })).toBe('Ada');
    expect(getPublicName({ fullName: null, accountName: '' })).toBe('User');
  });
});
