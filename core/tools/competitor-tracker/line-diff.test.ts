import { describe, expect, it } from 'vitest';
import { diffLines, foldUnchanged } from './line-diff';

const lines = (text: string) => text.split('');
const render = (diff: ReturnType<typeof diffLines>) =>
  diff.map(({ kind, text }) => ({ same: ' ', added: '+', removed: '-' })[kind] + text).join(' ');

describe('diffLines', () => {
  it('finds the shortest edit script of Myers’ own example (1986, Fig. 1): ABCABBA → CBABAC in 5 edits', () => {
    // Myers' paper, figure 1: the edit graph of A = ABCABBA and B = CBABAC has D = 5 (an LCS of 4: e.g. CABA / BABA).
    const diff = diffLines(lines('ABCABBA'), lines('CBABAC'));
    expect(diff.filter((line) => line.kind !== 'same')).toHaveLength(5);
    expect(diff.filter((line) => line.kind === 'same')).toHaveLength(4);
    // Reading the kept and added lines gives the new text; the kept and removed, the old.
    expect(
      diff
        .filter((l) => l.kind !== 'removed')
        .map((l) => l.text)
        .join(''),
    ).toBe('CBABAC');
    expect(
      diff
        .filter((l) => l.kind !== 'added')
        .map((l) => l.text)
        .join(''),
    ).toBe('ABCABBA');
  });

  it('marks a changed price as one line removed and one added, the rest kept', () => {
    const before = ['Pricing', 'Starter $9 a month', 'Pro $29 a month', 'Contact us'];
    const after = ['Pricing', 'Starter $12 a month', 'Pro $29 a month', 'Contact us'];
    expect(render(diffLines(before, after))).toBe(
      ' Pricing -Starter $9 a month +Starter $12 a month  Pro $29 a month  Contact us',
    );
  });

  it('handles empty sides, and equal texts', () => {
    expect(render(diffLines([], ['a', 'b']))).toBe('+a +b');
    expect(render(diffLines(['a', 'b'], []))).toBe('-a -b');
    expect(render(diffLines(['a'], ['a']))).toBe(' a');
  });

  it('past its edit limit, says the old lines went and the new ones came', () => {
    expect(render(diffLines(['x', 'a', 'b', 'y'], ['x', 'c', 'd', 'y'], 2))).toBe(' x -a -b +c +d  y');
  });
});

describe('foldUnchanged', () => {
  it('keeps two lines around each change and counts the lines it hides', () => {
    const before = ['1', '2', '3', '4', '5', '6', '7', '8'];
    const after = ['1', '2', '3', '4', '5', '6', '7', 'eight'];
    // The change is at line 8: lines 6 and 7 are its context; lines 1–5 (five) are hidden.
    expect(foldUnchanged(diffLines(before, after))).toEqual([
      { kind: 'skipped', count: 5 },
      { kind: 'same', text: '6' },
      { kind: 'same', text: '7' },
      { kind: 'removed', text: '8' },
      { kind: 'added', text: 'eight' },
    ]);
  });
});
