import { describe, expect, it } from 'vitest';
import { z } from '../../zod';
import { importedCompetitionDeadlinesSchema } from './competition-hackathon-directory-account-part';
import { daysFromTo, deadlineDayProblem, reminderDue, trackDeadlineInputSchema } from './tracked-deadlines';

const issues = (input: unknown) => {
  const result = z.safeParse(trackDeadlineInputSchema, input);
  return result.success ? [] : result.error.issues.map(({ path, message }) => [path.join('.'), message]);
};

describe('Track deadline’s contract', () => {
  it('takes a real day, a trimmed note (none by default) and a known time zone', () => {
    expect(z.parse(trackDeadlineInputSchema, { deadlineOn: '2027-02-28', timeZone: 'Asia/Kolkata' })).toEqual({
      deadlineOn: '2027-02-28',
      note: '',
      timeZone: 'Asia/Kolkata',
    });
    expect(
      z.parse(trackDeadlineInputSchema, { deadlineOn: '2027-02-28', note: '  Batch W27  ', timeZone: 'UTC' }).note,
    ).toBe('Batch W27');
  });

  it('names each wrong field', () => {
    expect(issues({ deadlineOn: '2027-02-29', note: 'x'.repeat(201), timeZone: 'Europe/Atlantis' })).toEqual([
      ['deadlineOn', 'Enter the deadline’s day'],
      ['note', 'A note must be at most 200 characters'],
      ['timeZone', 'Choose a time zone'],
    ]);
    expect(issues({ deadlineOn: '28/02/2027', timeZone: 'UTC', extra: 1 }).map(([path]) => path)).toEqual([
      'deadlineOn',
      '',
    ]);
  });

  it('allows today or later, and says why a past day is refused', () => {
    expect(deadlineDayProblem('2026-11-30', '2026-11-30')).toBeNull();
    expect(deadlineDayProblem('2027-01-01', '2026-11-30')).toBeNull();
    expect(deadlineDayProblem('2026-11-29', '2026-11-30')).toBe(
      'This day has passed: enter the deadline of an edition still open (today or later)',
    );
    expect(deadlineDayProblem('2026-13-01', '2026-11-30')).toBe('Enter the deadline’s day');
  });
});

describe('the reminders’ rule', () => {
  it('counts whole days, across months and leap days', () => {
    expect(daysFromTo('2028-02-27', '2028-03-01')).toBe(3);
    expect(daysFromTo('2026-12-31', '2026-12-24')).toBe(-7);
  });

  it('is the week’s reminder from 7 days before to the day before, and the day’s on the day', () => {
    expect(reminderDue('2027-03-10', '2027-03-02')).toBeNull();
    expect(reminderDue('2027-03-10', '2027-03-03')).toBe('early');
    expect(reminderDue('2027-03-10', '2027-03-09')).toBe('early');
    expect(reminderDue('2027-03-10', '2027-03-10')).toBe('day');
    expect(reminderDue('2027-03-10', '2027-03-11')).toBeNull();
  });
});

describe('the account file’s tracked deadlines', () => {
  it('reads each as the form does, a past day included, and flags a repeated entry', () => {
    const deadline = { entry: 'rice-business-plan-competition', deadlineOn: '2020-01-01', timeZone: 'UTC' };
    expect(z.parse(importedCompetitionDeadlinesSchema, [deadline])).toEqual([{ ...deadline, note: '' }]);
    expect(z.parse(importedCompetitionDeadlinesSchema, undefined)).toEqual([]);
    const repeated = z.safeParse(importedCompetitionDeadlinesSchema, [deadline, deadline]);
    expect(repeated.error?.issues.map(({ path, message }) => [path, message])).toEqual([
      [[1, 'entry'], 'Two tracked deadlines are for this entry'],
    ]);
    expect(z.safeParse(importedCompetitionDeadlinesSchema, [{ ...deadline, entry: '../x' }]).success).toBe(false);
  });
});
