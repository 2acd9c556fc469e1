import { describe, expect, it } from 'vitest';
import { isBlankText, withoutBlankRows, withoutBlankRowsIn } from './without-blank-rows';

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

describe('withoutBlankRowsIn', () => {
  type Form = { name: string; tiers: { price: string }[]; notes: string[]; extras: string[] };
  const form: Form = {
    name: '',
    tiers: [{ price: '' }, { price: '10' }, { price: ' ' }, { price: 'x' }],
    notes: ['', 'kept'],
    extras: ['', ''],
  };
  const filled = withoutBlankRowsIn(form, {
    tiers: (tier) => isBlankText(tier.price),
    notes: (note) => isBlankText(note),
  });

  it('leaves out the blank rows of the lists it is given a rule for, and only of those', () => {
    expect(filled.form).toEqual({
      name: '',
      tiers: [{ price: '10' }, { price: 'x' }],
      notes: ['kept'],
      extras: ['', ''],
    });
  });

  it('puts a path in the form without blank rows back on the row as typed', () => {
    // Tiers kept: 0 → place 1, 1 → place 3; notes kept: 0 → place 1.
    expect(filled.pathOf(['tiers', 1, 'price'])).toEqual(['tiers', 3, 'price']);
    expect(filled.pathOf(['tiers', 0])).toEqual(['tiers', 1]);
    expect(filled.pathOf(['notes', 0])).toEqual(['notes', 1]);
  });

  it('leaves alone a path about a whole list, a field outside the lists, or a list without a rule', () => {
    expect(filled.pathOf(['tiers'])).toEqual(['tiers']);
    expect(filled.pathOf(['name'])).toEqual(['name']);
    expect(filled.pathOf(['extras', 1])).toEqual(['extras', 1]);
  });
});
