import { describe, expect, it } from 'vitest';
import { alreadyImported, importKey } from './already-imported';

const uber = { date: '2025-04-15', amount: -250, description: 'UBER TRIP' };
const aws = { date: '2025-04-15', amount: -4200.5, description: 'AWS hosting' };
const rent = { date: '2025-04-16', amount: -55_000, description: 'Office rent' };

describe('importKey', () => {
  it('is the date, the amount in cents and the description as written', () => {
    expect(importKey(aws)).toBe('2025-04-15|-420050|AWS hosting');
    expect(importKey({ ...aws, description: 'AWS Hosting' })).not.toBe(importKey(aws));
  });
});

describe('alreadyImported, by counting rows alike', () => {
  it('recognises nothing in empty books: two identical charges are two new rows', () => {
    expect(alreadyImported([uber, uber, aws], [])).toEqual([]);
  });

  it('recognises the whole statement imported again', () => {
    expect(alreadyImported([uber, uber, aws], [uber, aws, uber])).toEqual([0, 1, 2]);
  });

  it('with n rows alike in the statement and m in the books, min(n, m) are recognised and the rest are new', () => {
    // The statement: three UBER TRIP charges; the books: one (added by hand). min(3, 1) = 1 recognised, 2 new.
    expect(alreadyImported([uber, uber, aws, uber], [uber])).toEqual([0]);
    // An overlapping statement: the 15th again (two charges and AWS), then the 16th. The books hold the 15th.
    expect(alreadyImported([uber, uber, aws, rent], [uber, uber, aws])).toEqual([0, 1, 2]);
  });

  it('lets the bank reference or running balance decide first, and never match another reference', () => {
    const first = { ...uber, reference: 'bal:22475000' };
    const second = { ...uber, reference: 'bal:22450000' };
    // The books hold the first charge by its balance: the second, with another balance, is new.
    expect(alreadyImported([first, second], [first])).toEqual([0]);
    expect(alreadyImported([second, first], [first])).toEqual([1]);
    // A row added by hand (no reference) answers for one row whose reference the books lack.
    expect(alreadyImported([first, second], [first, uber])).toEqual([0, 1]);
    // A row without a reference is recognised by any row alike, with a reference or without.
    expect(alreadyImported([uber, uber, uber], [first, uber])).toEqual([0, 1]);
    expect(alreadyImported([second], [first])).toEqual([]);
  });
});
