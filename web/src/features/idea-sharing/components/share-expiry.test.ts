import { describe, expect, it } from 'vitest';
import { expiryAt, expiryInDays, expiryMoment, expiryProblem, NO_EXPIRY } from './share-expiry';

const DAY = 24 * 60 * 60 * 1000;
// 31 Jan 2031, 09:05:42 in the time zone the tests run in.
const NOW = new Date(2031, 0, 31, 9, 5, 42);

describe("a share's expiry", () => {
  it("takes a moment's day and time, to the minute, in the viewer's time zone", () => {
    expect(expiryAt(NOW)).toEqual({ day: '2031-01-31', time: '09:05' });
    expect(expiryAt(new Date(2031, 11, 5, 23, 59, 59))).toEqual({ day: '2031-12-05', time: '23:59' });
  });

  it('sets the quick picks 7, 30 and 90 days ahead, to the minute', () => {
    expect(expiryInDays(7, NOW)).toEqual({ day: '2031-02-07', time: '09:05' });
    // 2031 is no leap year: 31 January and 30 days is 2 March.
    expect(expiryInDays(30, NOW)).toEqual({ day: '2031-03-02', time: '09:05' });
    // 90 days is 1 May (28 + 31 + 30 + 1), at 09:05 unless a clock change lies between: counted as a length of time.
    const start = new Date(2031, 0, 31, 9, 5).getTime();
    expect(expiryMoment(expiryInDays(90, NOW))!.getTime() - start).toBe(90 * DAY);
  });

  it("reads the day and time as that moment in the viewer's time zone; none without both", () => {
    expect(expiryMoment({ day: '2031-05-06', time: '07:08' })).toEqual(new Date(2031, 4, 6, 7, 8));
    expect(expiryMoment(NO_EXPIRY)).toBeNull();
    expect(expiryMoment({ day: '2031-05-06', time: '' })).toBeNull();
    expect(expiryMoment({ day: '06/05/2031', time: '07:08' })).toBeNull();
    expect(expiryMoment({ day: '2031-02-30', time: '07:08' })).toBeNull();
  });

  it('has no problem with no expiry, or with a moment to come', () => {
    expect(expiryProblem(NO_EXPIRY, NOW)).toBeNull();
    expect(expiryProblem({ day: '2031-01-31', time: '09:06' }, NOW)).toBeNull();
    expect(expiryProblem({ day: '2031-02-01', time: '00:00' }, NOW)).toBeNull();
  });

  it('refuses a moment not after now: the minute under way, or earlier the same day, or a day before', () => {
    expect(expiryProblem({ day: '2031-01-31', time: '09:05' }, NOW)).toBe('past');
    expect(expiryProblem({ day: '2031-01-31', time: '08:00' }, NOW)).toBe('past');
    expect(expiryProblem({ day: '2031-01-30', time: '23:59' }, NOW)).toBe('past');
  });

  it('refuses a day typed that is no day, and a day whose time was cleared', () => {
    expect(expiryProblem({ day: '31/02/2031', time: '09:00' }, NOW)).toBe('unreadable');
    expect(expiryProblem({ day: '15/02', time: '' }, NOW)).toBe('unreadable');
    expect(expiryProblem({ day: '2031-02-15', time: '' }, NOW)).toBe('noTime');
  });
});
