import { describe, expect, it } from 'vitest';
import { firstFreeName } from './default-name';

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
