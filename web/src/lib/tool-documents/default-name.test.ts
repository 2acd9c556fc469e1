import { describe, expect, it } from 'vitest';
import { firstFreeName, isDefaultName } from './default-name';

const planName = (number: number) => `ESOP plan ${number}`;

describe('firstFreeName', () => {
  it('numbers a first document 1', () => {
    expect(firstFreeName([], planName)).toBe('ESOP plan 1');
  });

  it('takes the first number not used, whatever the case or spaces of the names saved', () => {
    expect(firstFreeName(['esop PLAN 1 ', 'ESOP plan 3', 'Seed plan'], planName)).toBe('ESOP plan 2');
  });

  it('goes past every number used', () => {
    expect(firstFreeName(['ESOP plan 1', 'ESOP plan 2', 'ESOP plan 3'], planName)).toBe('ESOP plan 4');
  });
});

describe('isDefaultName', () => {
  const nameOf = (number: number) => `Market ${number}`;

  it('knows a numbered default name, whatever its number or case', () => {
    expect(isDefaultName('Market 1', nameOf)).toBe(true);
    expect(isDefaultName('market 12', nameOf)).toBe(true);
  });

  it('takes a name with other words, or no number, as the user’s', () => {
    expect(isDefaultName('Market 1 India', nameOf)).toBe(false);
    expect(isDefaultName('Indian EV market', nameOf)).toBe(false);
    expect(isDefaultName('Market', nameOf)).toBe(false);
    expect(isDefaultName('EV Market 2', nameOf)).toBe(false);
  });
});
