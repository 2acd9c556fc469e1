import { toPendingSharedLink } from '@core/ideas/share-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearPendingSharedLink, readPendingSharedLink, savePendingSharedLink } from './pending-shared-link';

const link = {
  ideaId: 'idea-1',
  sharedBy: 'Ada Lovelace',
  accessType: 'view' as const,
  message: 'Have a look',
  expiresAt: null,
  pageIds: ['p1'],
  passwordRequired: true,
};

beforeEach(() => sessionStorage.clear());

describe('the pending shared link (§3, session storage key pendingSharedLink)', () => {
  it("stores the spec's fields from the link's info, with the token, its unlock key and where it opened", () => {
    savePendingSharedLink(
      toPendingSharedLink(link, { token: 'T1', key: 'K1', url: '/tool/idea-garage/idea/idea-1?share=T1' }),
    );
    expect(JSON.parse(sessionStorage.getItem('pendingSharedLink')!)).toEqual({
      token: 'T1',
      key: 'K1',
      url: '/tool/idea-garage/idea/idea-1?share=T1',
      idea_id: 'idea-1',
      shared_by: 'Ada Lovelace',
      access_type: 'view',
      expires_at: null,
      shared_pages: ['p1'],
      message: 'Have a look',
    });
    expect(readPendingSharedLink()?.url).toBe('/tool/idea-garage/idea/idea-1?share=T1');
    clearPendingSharedLink();
    expect(readPendingSharedLink()).toBeNull();
  });

  it.each([['not json {'], ['"a string"'], ['{"token":"T1"}'], ['{"token":1,"url":"/x"}']])(
    'reads nothing from a stored value it does not recognise: %s',
    (stored) => {
      sessionStorage.setItem('pendingSharedLink', stored);
      expect(readPendingSharedLink()).toBeNull();
    },
  );
});
