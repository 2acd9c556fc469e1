import { describe, expect, it } from 'vitest';
import { canGiveAccess, canShareScope, shareEntryState } from './share-contracts';

describe('the share rules the dialog and the API both read', () => {
  it('a public link gives view only; e-mail and the community any access', () => {
    expect(canGiveAccess('public-link', 'view')).toBe(true);
    expect(canGiveAccess('public-link', 'comment')).toBe(false);
    expect(canGiveAccess('public-link', 'edit')).toBe(false);
    expect(canGiveAccess('email', 'edit')).toBe(true);
    expect(canGiveAccess('community', 'comment')).toBe(true);
  });

  it('the community sees the whole idea; e-mail and links may cover chosen pages', () => {
    expect(canShareScope('community', null)).toBe(true);
    expect(canShareScope('community', [])).toBe(false);
    expect(canShareScope('community', ['page'])).toBe(false);
    expect(canShareScope('email', ['page'])).toBe(true);
    expect(canShareScope('public-link', ['page'])).toBe(true);
  });

  it('judges a listed share by the live-share rule: revoked first, expired at its very instant', () => {
    const now = new Date('2026-03-01T12:00:00.000Z');
    expect(shareEntryState({ expiresAt: null, revokedAt: null }, now)).toBe('live');
    expect(shareEntryState({ expiresAt: '2026-03-01T12:00:00.001Z', revokedAt: null }, now)).toBe('live');
    expect(shareEntryState({ expiresAt: '2026-03-01T12:00:00.000Z', revokedAt: null }, now)).toBe('expired');
    expect(shareEntryState({ expiresAt: '2026-02-01T00:00:00.000Z', revokedAt: '2026-01-15T00:00:00.000Z' }, now)).toBe(
      'revoked',
    );
  });
});
