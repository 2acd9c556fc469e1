import { shareInputSchema } from '@core/ideas/share-contracts';
import { describe, expect, it } from 'vitest';
import {
  addEmail,
  canContinue,
  canShareWithCommunity,
  chooseAccess,
  chooseMethod,
  chooseScope,
  continueHint,
  goBack,
  goNext,
  initialShareConfig,
  isExpiryReady,
  passwordHint,
  removeEmail,
  scopeOptions,
  summaryLabel,
  togglePage,
  toShareInput,
  type ShareConfig,
} from './share-config';

const IDEA = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const PAGE = '33333333-3333-4333-8333-333333333333';

const config = (overrides: Partial<ShareConfig> = {}): ShareConfig => ({ ...initialShareConfig(1), ...overrides });

describe('share configuration', () => {
  it('defaults (§4): full idea for one idea, multiple ideas for more; public link; view; step 1; nothing entered', () => {
    expect(initialShareConfig(1)).toEqual({
      step: 1,
      scope: 'full-idea',
      selectedPages: [],
      method: 'public-link',
      emails: [],
      accessType: 'view',
      message: '',
      expiry: { day: '', time: '' },
      hasPassword: false,
      password: '',
    });
    expect(initialShareConfig(3).scope).toBe('multiple-ideas');
  });

  it('offers selected pages only for a single idea with pages, and multiple ideas only for several', () => {
    const page = { id: PAGE, title: 'Plan' };
    expect(scopeOptions([{ id: IDEA, title: 'A', pages: [page] }])).toEqual(['full-idea', 'selected-pages']);
    expect(scopeOptions([{ id: IDEA, title: 'A', pages: [] }])).toEqual(['full-idea']);
    expect(
      scopeOptions([
        { id: IDEA, title: 'A', pages: [page] },
        { id: OTHER, title: 'B', pages: [] },
      ]),
    ).toEqual(['multiple-ideas']);
  });

  it('clears the page list whenever a scope is chosen, and toggles pages', () => {
    const picked = togglePage(togglePage(config({ scope: 'selected-pages' }), 'p1'), 'p2');
    expect(picked.selectedPages).toEqual(['p1', 'p2']);
    expect(togglePage(picked, 'p1').selectedPages).toEqual(['p2']);
    expect(chooseScope(picked, 'selected-pages').selectedPages).toEqual([]);
    expect(chooseScope(picked, 'full-idea').selectedPages).toEqual([]);
  });

  it('keeps the community to whole ideas: not offered for selected pages, and choosing pages leaves it', () => {
    const pages = config({ scope: 'selected-pages' });
    expect(canShareWithCommunity(pages)).toBe(false);
    expect(chooseMethod(pages, 'community').method).toBe('public-link');
    expect(chooseScope(config({ method: 'community' }), 'selected-pages').method).toBe('public-link');
    expect(chooseMethod(config(), 'community').method).toBe('community');
  });

  it('gives a public link view only: choosing one resets the access, and comment or edit are refused', () => {
    const editByEmail = chooseAccess(chooseMethod(config(), 'email'), 'edit');
    expect(editByEmail.accessType).toBe('edit');
    const link = chooseMethod(editByEmail, 'public-link');
    expect(link.accessType).toBe('view');
    expect(chooseAccess(link, 'comment').accessType).toBe('view');
  });

  it('adds an e-mail the server would take (trimmed, lower-cased), not twice; blank does nothing', () => {
    const empty = config({ method: 'email' });
    expect(addEmail(empty, 'bob')).toEqual({ config: empty, error: 'Enter a valid e-mail address' });
    expect(addEmail(empty, 'bob@')).toEqual({ config: empty, error: 'Enter a valid e-mail address' });
    expect(addEmail(empty, '   ')).toEqual({ config: empty, error: null });
    const added = addEmail(empty, ' Bob@Example.com ');
    expect(added).toEqual({ config: { ...empty, emails: ['bob@example.com'] }, error: null });
    expect(addEmail(added.config, 'BOB@example.com')).toEqual({
      config: added.config,
      error: 'This e-mail address is already in the list',
    });
    expect(removeEmail(added.config, 'bob@example.com').emails).toEqual([]);
  });

  it('disables Next for selected pages with none chosen, with its hint', () => {
    const pages = config({ scope: 'selected-pages' });
    expect(continueHint(pages, [IDEA])).toBe('Please select at least one page to continue');
    expect(canContinue(pages, [IDEA])).toBe(false);
    expect(goNext(pages, [IDEA]).step).toBe(1);
    expect(canContinue(togglePage(pages, PAGE), [IDEA])).toBe(true);
  });

  it('disables Share Now by e-mail without an address on step 3 only, with its hint', () => {
    expect(canContinue(config({ method: 'email', step: 2 }), [IDEA])).toBe(true);
    const settings = config({ method: 'email', step: 3 });
    expect(continueHint(settings, [IDEA])).toBe('Please add at least one email address to continue');
    expect(canContinue(settings, [IDEA])).toBe(false);
    expect(canContinue({ ...settings, emails: ['a@b.co'] }, [IDEA])).toBe(true);
  });

  it('disables Share Now while a password is on but empty; shorter than 6 only warns', () => {
    const link = config({ step: 3, hasPassword: true });
    expect(canContinue(link, [IDEA])).toBe(false);
    expect(passwordHint(link)).toBe('Password should be at least 6 characters');
    expect(canContinue({ ...link, password: 'abc' }, [IDEA])).toBe(true);
    expect(canContinue({ ...link, password: '   ' }, [IDEA])).toBe(false);
    expect(passwordHint({ ...link, password: 'abc' })).toBe('Password should be at least 6 characters');
    expect(passwordHint({ ...link, password: 'abcdef' })).toBeNull();
    expect(passwordHint({ ...link, hasPassword: false })).toBeNull();
  });

  it('moves between steps 1 and 3 and no further', () => {
    const last = goNext(goNext(config(), [IDEA]), [IDEA]);
    expect(last.step).toBe(3);
    expect(goNext(last, [IDEA]).step).toBe(3);
    expect(goBack(goBack(goBack(last))).step).toBe(1);
  });

  it('holds Share Now while the expiry is past or no day, but not for the community, which takes none', () => {
    const now = new Date(2031, 0, 31, 9, 5);
    const settings = config({ step: 3 });
    expect(isExpiryReady(settings, now)).toBe(true);
    expect(isExpiryReady({ ...settings, expiry: { day: '2031-01-31', time: '09:06' } }, now)).toBe(true);
    expect(isExpiryReady({ ...settings, expiry: { day: '2031-01-31', time: '09:05' } }, now)).toBe(false);
    expect(isExpiryReady({ ...settings, method: 'email', expiry: { day: '31/02/2031', time: '09:00' } }, now)).toBe(
      false,
    );
    expect(isExpiryReady({ ...settings, method: 'community', expiry: { day: '2031-01-30', time: '09:00' } }, now)).toBe(
      true,
    );
  });

  it('names the last step: the count of ideas and the method chosen', () => {
    expect(summaryLabel(config(), 1)).toBe('1 idea via Public Link');
    expect(summaryLabel(config({ method: 'email' }), 2)).toBe('2 ideas via Email');
    expect(summaryLabel(config({ method: 'community' }), 1)).toBe('1 idea with the community');
  });

  it('builds the request with only what the method uses, accepted by the server contract', () => {
    const everything = config({
      step: 3,
      scope: 'selected-pages',
      selectedPages: [PAGE],
      emails: ['a@b.co'],
      accessType: 'comment',
      message: ' Hi ',
      expiry: { day: '2031-02-07', time: '09:05' },
      hasPassword: true,
      password: 'secret!',
    });
    const expiresAt = new Date(2031, 1, 7, 9, 5).toISOString();
    const link = toShareInput(chooseMethod(everything, 'public-link'), [IDEA]);
    expect(link).toEqual({
      ideaIds: [IDEA],
      method: 'public-link',
      emails: [],
      accessType: 'view',
      message: 'Hi',
      expiresAt,
      password: 'secret!',
      pageIds: [PAGE],
    });
    const email = toShareInput({ ...everything, method: 'email' }, [IDEA]);
    expect(email).toEqual({
      ideaIds: [IDEA],
      method: 'email',
      emails: ['a@b.co'],
      accessType: 'comment',
      message: 'Hi',
      expiresAt,
      password: null,
      pageIds: [PAGE],
    });
    const community = toShareInput({ ...everything, scope: 'multiple-ideas', method: 'community' }, [IDEA, OTHER]);
    expect(community).toEqual({
      ideaIds: [IDEA, OTHER],
      method: 'community',
      emails: [],
      accessType: 'view',
      message: '',
      expiresAt: null,
      password: null,
      pageIds: null,
    });
    for (const input of [link, email, community]) expect(shareInputSchema.safeParse(input).success).toBe(true);
  });
});
