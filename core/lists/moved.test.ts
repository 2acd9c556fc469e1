import { describe, expect, it } from 'vitest';
import { moved } from './moved';

describe('a list with one item moved', () => {
  it('moves an item up or down one place', () => {
    expect(moved(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
  });

  it('moves an item across the list, the others keeping their order', () => {
    expect(moved(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moved(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('is an unchanged copy when either place is outside the list (past either end, or not found: -1)', () => {
    const items = ['a', 'b', 'c'];
    for (const [from, to] of [
      [0, -1],
      [2, 3],
      [-1, 0],
      [3, 2],
      [1, 1],
    ] as const) {
      const result = moved(items, from, to);
      expect(result).toEqual(['a', 'b', 'c']);
      expect(result).not.toBe(items);
    }
    expect(moved([], 0, 0)).toEqual([]);
  });

  it('leaves the list it is given as it was', () => {
    const items = ['a', 'b', 'c'];
    moved(items, 0, 2);
    expect(items).toEqual(['a', 'b', 'c']);
  });
});
