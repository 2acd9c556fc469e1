import { describe, expect, it } from 'vitest';
import type { DomainCheck, KeptName } from './brand-name-lists';
import { toggleMark, withCheck, type ShownName } from './kept-names';

const greaf: ShownName = {
  name: 'Greaf',
  domain: 'greaf.com',
  category: 'Creative',
  source: 'generator',
  aiDraft: false,
};
const leen: ShownName = { ...greaf, name: 'Leen', domain: 'leen.com' };
const taken: DomainCheck = { status: 'registered', checkedAt: '2026-11-27T05:40:00.000Z' };

describe('marking names', () => {
  it('keeps a name once liked or saved, with its last check, and lets it go when neither', () => {
    const liked = toggleMark([], greaf, 'liked', taken);
    expect(liked).toEqual<KeptName[]>([{ ...greaf, liked: true, saved: false, check: taken }]);
    const both = toggleMark(liked, greaf, 'saved', null);
    expect(both).toEqual([{ ...greaf, liked: true, saved: true, check: taken }]);
    const saved = toggleMark(both, greaf, 'liked', null);
    expect(saved).toEqual([{ ...greaf, liked: false, saved: true, check: taken }]);
    expect(toggleMark(saved, greaf, 'saved', null)).toEqual([]);
  });

  it('leaves the other names as they were, in order', () => {
    const names = toggleMark(toggleMark([], greaf, 'liked', null), leen, 'saved', null);
    expect(names.map((name) => [name.name, name.liked, name.saved])).toEqual([
      ['Greaf', true, false],
      ['Leen', false, true],
    ]);
    expect(toggleMark(names, greaf, 'liked', null).map((name) => name.name)).toEqual(['Leen']);
  });

  it('puts a new check on the kept name of its domain only', () => {
    const names = toggleMark(toggleMark([], greaf, 'liked', null), leen, 'saved', null);
    expect(withCheck(names, 'leen.com', taken).map((name) => name.check)).toEqual([null, taken]);
    expect(withCheck(names, 'other.com', taken)).toEqual(names);
  });
});
