import { describe, expect, it } from 'vitest';
import { isBlankText, withoutBlankRows } from './without-blank-rows';

describe('withoutBlankRows', () => {
  it('leaves out the wholly blank rows and says where each kept one stood', () => {
    // Places 0 '10M', 1 blank, 2 '  ' (blank), 3 '50M': kept 0 → 0, 1 → 3.
    const filled = withoutBlankRows(['10M', '', '  ', '50M'], (row) => isBlankText(row));
    expect(filled.rows).toEqual(['10M', '50M']);
    expect(filled.placeOf(0)).toBe(0);
    expect(filled.placeOf(1)).toBe(3);
  });

  it('keeps a half-filled row, to be checked by its fields', () => {
    const rows = [
      { name: '', amount: '' },
      { name: 'Seed', amount: '' },
    ];
    const filled = withoutBlankRows(rows, (row) => isBlankText(row.name, row.amount));
    expect(filled.rows).toEqual([{ name: 'Seed', amount: '' }]);
    expect(filled.placeOf(0)).toBe(1);
  });

  it('gives an empty list for a list of blank rows', () => {
    expect(withoutBlankRows(['', ' '], (row) => isBlankText(row)).rows).toEqual([]);
  });
});
