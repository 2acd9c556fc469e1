import { describe, expect, it } from 'vitest';
import { companyProfileInputSchema } from './company-profile';
import { keptBeforeLaterAnswers, KARNATAKA_STARTUP } from './company-profile-fixtures';

const issuesOf = (answers: unknown) =>
  companyProfileInputSchema
    .safeParse(answers)
    .error?.issues.map(({ path, message }) => ({ path: path.join('.'), message }));

describe('what applies to the company', () => {
  it('takes a whole set of answers, the event dates left out as none', () => {
    const { auditorAppointedOn: _, directorDetailsChangedOn: __, ...withoutDates } = KARNATAKA_STARTUP;
    expect(companyProfileInputSchema.parse(withoutDates)).toEqual({
      ...KARNATAKA_STARTUP,
      auditorAppointedOn: null,
      directorDetailsChangedOn: null,
    });
  });

  it('reads a profile kept before the dated answers (ADR 0083) as answering none of them', () => {
    expect(companyProfileInputSchema.parse(keptBeforeLaterAnswers(KARNATAKA_STARTUP))).toEqual(KARNATAKA_STARTUP);
  });

  it('takes the dated answers as given, and says by its field a financial year that is none', () => {
    const dated = {
      ...KARNATAKA_STARTUP,
      state: 'MH',
      directorKycYear: 2024,
      lastBoardMeetingOn: '2026-09-15',
      agmHeldOn: '2026-09-25',
      maharashtraPtMonthly: true,
    } as const;
    expect(companyProfileInputSchema.parse(dated)).toEqual(dated);
    expect(
      issuesOf({ ...dated, directorKycYear: 2024.5, lastBoardMeetingOn: '2026-09-31', maharashtraPtMonthly: 'yes' }),
    ).toEqual([
      { path: 'directorKycYear', message: 'Choose a financial year' },
      { path: 'lastBoardMeetingOn', message: 'Enter a date' },
      { path: 'maharashtraPtMonthly', message: 'Answer yes or no' },
    ]);
    expect(issuesOf({ ...dated, directorKycYear: 2016 })).toEqual([
      { path: 'directorKycYear', message: 'Choose a financial year' },
    ]);
  });

  it('says by its field what is wrong: a state, a date, a quarterly scheme above ₹5 crore, PF without employees', () => {
    expect(issuesOf({ ...KARNATAKA_STARTUP, state: 'XX', incorporatedOn: '2026-02-30' })).toEqual([
      { path: 'incorporatedOn', message: 'Enter a date' },
      { path: 'state', message: 'Choose a state' },
    ]);
    expect(issuesOf({ ...KARNATAKA_STARTUP, gstTurnoverOver5Crore: true, employees: false })).toEqual([
      { path: 'gstScheme', message: 'The quarterly scheme (QRMP) is only for a turnover up to ₹5 crore' },
      { path: 'employees', message: 'PF and ESI are paid for employees: answer yes to employees' },
    ]);
    expect(issuesOf({ ...KARNATAKA_STARTUP, pf: 'yes', extra: 1 })?.map(({ path }) => path)).toEqual(['pf', '']);
  });
});
