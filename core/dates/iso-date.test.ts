import { describe, expect, it } from 'vitest';
import { isIsoDate } from './iso-date';

describe('isIsoDate', () => {
  it('knows real dates', () => {
    expect(['2024-02-29', '1970-01-01'].every(isIsoDate)).toBe(true);
    expect(['2023-02-29', '2024-13-01', '2024-1-5', '', 'soon'].some(isIsoDate)).toBe(false);
  });
});
