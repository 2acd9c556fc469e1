import { describe, expect, it } from 'vitest';
import { arrangeDate, readTypedDate, writeTypedDate } from './typed-date';

describe('readTypedDate', () => {
  it('reads 15 January 2024 in each order the company may write it', () => {
    expect(readTypedDate('15/01/2024', 'dmy')).toEqual({ iso: '2024-01-15' });
    expect(readTypedDate('01/15/2024', 'mdy')).toEqual({ iso: '2024-01-15' });
    expect(readTypedDate('2024-01-15', 'ymd')).toEqual({ iso: '2024-01-15' });
    // The same figures in the other order are the 1st of March: 03/01/2024 is 3 January in dmy, 1 March in mdy.
    expect(readTypedDate('03/01/2024', 'dmy')).toEqual({ iso: '2024-01-03' });
    expect(readTypedDate('03/01/2024', 'mdy')).toEqual({ iso: '2024-03-01' });
  });

  it('reads a year typed first as year-month-day in every order (an ISO date pasted or filled)', () => {
    expect(readTypedDate('2024-01-15', 'dmy')).toEqual({ iso: '2024-01-15' });
    expect(readTypedDate('2024-01-15', 'mdy')).toEqual({ iso: '2024-01-15' });
    expect(readTypedDate('2024/1/5', 'mdy')).toEqual({ iso: '2024-01-05' });
  });

  it('takes dots, dashes, spaces and one-digit days and months, and ignores the spaces around', () => {
    expect(readTypedDate(' 5.1.2024 ', 'dmy')).toEqual({ iso: '2024-01-05' });
    expect(readTypedDate('15-01-2024', 'dmy')).toEqual({ iso: '2024-01-15' });
    expect(readTypedDate('1 15 2024', 'mdy')).toEqual({ iso: '2024-01-15' });
  });

  it('says a date the calendar lacks is impossible: 31 February, 29 February 2026, a 13th month', () => {
    expect(readTypedDate('31/02/2026', 'dmy')).toEqual({ problem: 'impossible' });
    expect(readTypedDate('29/02/2026', 'dmy')).toEqual({ problem: 'impossible' });
    // 2024 is a leap year (divisible by 4, not a century): its 29 February is a day.
    expect(readTypedDate('29/02/2024', 'dmy')).toEqual({ iso: '2024-02-29' });
    expect(readTypedDate('15/01/2024', 'mdy')).toEqual({ problem: 'impossible' });
    expect(readTypedDate('00/01/2024', 'dmy')).toEqual({ problem: 'impossible' });
  });

  it('says what is not a date’s shape is unreadable: words, two parts, a two-digit year, the year last in ymd', () => {
    for (const text of ['soon', '15/01', '15/01/24', '15/01/2024/1', '115/01/2024', '15th/01/2024'])
      expect(readTypedDate(text, 'dmy')).toEqual({ problem: 'unreadable' });
    expect(readTypedDate('15/01/2024', 'ymd')).toEqual({ problem: 'unreadable' });
  });

  it('gives nothing for a blank field', () => {
    expect(readTypedDate('', 'dmy')).toBeNull();
    expect(readTypedDate('   ', 'mdy')).toBeNull();
  });
});

describe('writeTypedDate', () => {
  it('writes an ISO day in the company’s order, with the language’s separator (ymd keeps ISO’s dashes)', () => {
    expect(writeTypedDate('2024-01-15', 'dmy', '/')).toBe('15/01/2024');
    expect(writeTypedDate('2024-01-15', 'dmy', '.')).toBe('15.01.2024');
    expect(writeTypedDate('2024-01-05', 'mdy', '/')).toBe('01/05/2024');
    expect(writeTypedDate('2024-01-15', 'ymd', '.')).toBe('2024-01-15');
  });

  it('leaves what is no ISO day as it was typed', () => {
    expect(writeTypedDate('31/02/2026', 'dmy', '/')).toBe('31/02/2026');
    expect(writeTypedDate('', 'mdy', '/')).toBe('');
  });
});

describe('arrangeDate', () => {
  it('puts any three parts in the order: a field’s pattern', () => {
    const parts = { day: 'dd', month: 'mm', year: 'yyyy' };
    expect(arrangeDate('dmy', parts, '/')).toBe('dd/mm/yyyy');
    expect(arrangeDate('mdy', parts, '/')).toBe('mm/dd/yyyy');
    expect(arrangeDate('ymd', parts, '/')).toBe('yyyy-mm-dd');
  });
});
