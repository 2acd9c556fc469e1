import { addDays, dateParts, isoDate, type IsoDate, type YearMonth } from './calendar-dates';
import type { CompanyProfile } from './company-profile';
import {
  always,
  CHECKED_2026_11_26,
  CHECKED_2026_11_29,
  EVERY_MONTH,
  FINANCIAL_YEAR_START,
  HALF_YEAR_STARTS,
  type EventRule,
  type PeriodRule,
} from './rule-kit';
import { MCA, MCA_DIRECTORS_KYC } from './rule-sources';

/*
 * The Companies Act, 2013 and its Rules (ADR 0050, 0079, 0083): the AGM and the annual filings after it (MGT-7, or
 * MGT-7A for a small company or an OPC; an OPC holds no AGM and files AOC-4 within 180 days of the year), the yearly and
 * half-yearly returns, and the filings that follow an event of the company's own.
 */

/** The last day to hold the AGM for the financial year starting in April of `year`: 30 September after it ends. */
const agmDue = ({ year }: YearMonth): IsoDate => isoDate(year + 1, 9, 30);

const isOpc = ({ companyKind }: CompanyProfile) => companyKind === 'opc';

/** The financial year (its first year) an AGM on `date` is held for: the one that closed on the 31 March before it. */
const agmYear = (date: IsoDate): number => {
  const { year, month } = dateParts(date);
  return month >= 4 ? year - 1 : year - 2;
};

/**
 * The AGM of the financial year starting in `period`: the day the answers give for it, else the last day it could be
 * held (ADR 0050's assumption). An OPC holds none: its MGT-7A runs from the day it should have been held.
 */
const agmOf = (period: YearMonth, answers: CompanyProfile | null): IsoDate =>
  answers?.agmHeldOn && !isOpc(answers) && agmYear(answers.agmHeldOn) === period.year
    ? answers.agmHeldOn
    : agmDue(period);

const yearly = (rule: Omit<PeriodRule, 'kind' | 'recurrence' | 'periodStartMonths' | 'sources'>): PeriodRule => ({
  kind: 'period',
  recurrence: 'yearly',
  periodStartMonths: FINANCIAL_YEAR_START,
  sources: [MCA],
  ...rule,
});

type EventRuleFields = Omit<
  EventRule,
  'kind' | 'recurrence' | 'periodStartMonths' | 'sources' | 'checkedOn' | 'appliesTo'
> &
  Partial<Pick<EventRule, 'sources' | 'appliesTo'>>;

/** A filing due once after an event of the company's own (its date from the answers), when the answers give it. */
const afterEvent = (rule: EventRuleFields): EventRule => ({
  kind: 'event',
  recurrence: 'once',
  periodStartMonths: EVERY_MONTH,
  sources: [MCA],
  checkedOn: CHECKED_2026_11_29,
  appliesTo: (profile) => rule.eventOn(profile) !== null,
  ...rule,
});

/** A filing due `days` days after an event of the company's own. */
const daysAfterEvent = (days: number, rule: Omit<EventRuleFields, 'dueAfter'>): EventRule =>
  afterEvent({ ...rule, dueAfter: (event) => addDays(event, days) });

/** The directors' last KYC's financial year, as the event it follows: that year's first day. */
const kycYearStart = ({ directorKycYear }: CompanyProfile): IsoDate | null =>
  directorKycYear === null ? null : isoDate(directorKycYear, 4, 1);

export const COMPANY_LAW_RULES = {
  agm: yearly({
    id: 'agm',
    type: 'Annual general meeting',
    dueDate: agmDue,
    basis:
      'Within six months of the financial year’s end, by 30 September (Companies Act, 2013, s. 96); the first AGM within nine months; none for an OPC',
    checkedOn: CHECKED_2026_11_29,
    appliesTo: (profile) => !isOpc(profile),
  }),
  'aoc-4': yearly({
    id: 'aoc-4',
    type: 'AOC-4 (financial statements)',
    dueDate: (period, answers) => addDays(agmOf(period, answers), 30),
    basis:
      'Within 30 days of the AGM (Companies Act, 2013, s. 137(1)): from the AGM’s date when it is given, else 30 October after an AGM on its last day, 30 September',
    checkedOn: CHECKED_2026_11_29,
    appliesTo: (profile) => !isOpc(profile),
  }),
  'aoc-4-opc': yearly({
    id: 'aoc-4-opc',
    type: 'AOC-4 (financial statements, OPC)',
    // 180 days from the year's close on 31 March: April to August are 153 days, so the 180th is 27 September.
    dueDate: ({ year }) => isoDate(year + 1, 9, 27),
    basis:
      'Within 180 days of the financial year’s close, for a one person company (Companies Act, 2013, s. 137(1) proviso)',
    checkedOn: CHECKED_2026_11_29,
    appliesTo: isOpc,
  }),
  'mgt-7': yearly({
    id: 'mgt-7',
    type: 'MGT-7 (annual return)',
    dueDate: (period, answers) => addDays(agmOf(period, answers), 60),
    basis:
      'Within 60 days of the AGM (Companies Act, 2013, s. 92(4)): from the AGM’s date when it is given, else 29 November after an AGM on its last day, 30 September',
    checkedOn: CHECKED_2026_11_26,
    appliesTo: ({ companyKind }) => companyKind === 'private',
  }),
  'mgt-7a': yearly({
    id: 'mgt-7a',
    type: 'MGT-7A (annual return, small company or OPC)',
    dueDate: (period, answers) => addDays(agmOf(period, answers), 60),
    basis:
      'Within 60 days of the AGM, or of the day it should have been held (Companies Act, 2013, s. 92(4); Companies (Management and Administration) Rules, 2014, rule 11(1)): from the AGM’s date when it is given, else 29 November after 30 September',
    checkedOn: CHECKED_2026_11_29,
    appliesTo: ({ companyKind }) => companyKind !== 'private',
  }),
  'dpt-3': yearly({
    id: 'dpt-3',
    type: 'DPT-3 (return of deposits)',
    dueDate: ({ year }) => isoDate(year + 1, 6, 30),
    basis:
      'By 30 June, the money received that is or is not a deposit as on 31 March (Companies (Acceptance of Deposits) Rules, 2014, rules 16 and 16A); every company but a government company',
    checkedOn: CHECKED_2026_11_29,
    appliesTo: always,
  }),
  'msme-1': {
    kind: 'period',
    id: 'msme-1',
    type: 'MSME-1 (dues to micro and small enterprises)',
    recurrence: 'half-yearly',
    periodStartMonths: HALF_YEAR_STARTS,
    // April–September by 31 October; October–March by 30 April.
    dueDate: ({ year, month }) => (month === 4 ? isoDate(year, 10, 31) : isoDate(year + 1, 4, 30)),
    basis:
      'Half-yearly, by 31 October for April–September and 30 April for October–March, when a micro or small enterprise is owed for more than 45 days (Specified Companies (Furnishing of information about payment to micro and small enterprise suppliers) Order, 2019)',
    sources: [MCA],
    checkedOn: CHECKED_2026_11_29,
    appliesTo: ({ msmeDues }) => msmeDues,
  },
  'board-meeting-half-year': {
    kind: 'period',
    id: 'board-meeting-half-year',
    type: 'Board meeting (one each half-year)',
    recurrence: 'half-yearly',
    periodStartMonths: [1, 7],
    // The halves of the calendar year: by 30 June and by 31 December.
    dueDate: ({ year, month }) => (month === 1 ? isoDate(year, 6, 30) : isoDate(year, 12, 31)),
    basis:
      'A small company or an OPC: at least one board meeting in each half of the calendar year, at least 90 days apart (Companies Act, 2013, s. 173(5))',
    sources: [MCA],
    checkedOn: CHECKED_2026_11_29,
    appliesTo: ({ companyKind }) => companyKind !== 'private',
  },
  'board-meeting-120-days': daysAfterEvent(120, {
    id: 'board-meeting-120-days',
    type: 'Board meeting (within 120 days of the last)',
    eventOn: ({ lastBoardMeetingOn }) => lastBoardMeetingOn,
    // 'Not more than 120 days shall intervene': the days between two meetings, neither meeting's own day counted, so a
    // meeting on the 121st day would still be in time; the calendar takes the 120th, the earlier reading.
    basis:
      'A company that is not small: at least four board meetings a year, not more than 120 days intervening between two consecutive ones (Companies Act, 2013, s. 173(1)): by the 120th day after the last meeting',
    appliesTo: ({ companyKind, lastBoardMeetingOn }) => companyKind === 'private' && lastBoardMeetingOn !== null,
  }),
  'inc-20a': daysAfterEvent(180, {
    id: 'inc-20a',
    type: 'INC-20A (commencement of business)',
    eventOn: ({ incorporatedOn }) => incorporatedOn,
    basis: 'Within 180 days of incorporation, for a company with share capital (Companies Act, 2013, s. 10A(1))',
  }),
  'first-board-meeting': daysAfterEvent(30, {
    id: 'first-board-meeting',
    type: 'First board meeting',
    eventOn: ({ incorporatedOn }) => incorporatedOn,
    basis: 'Within 30 days of incorporation (Companies Act, 2013, s. 173(1))',
  }),
  'adt-1': daysAfterEvent(15, {
    id: 'adt-1',
    type: 'ADT-1 (auditor’s appointment)',
    eventOn: ({ auditorAppointedOn }) => auditorAppointedOn,
    basis:
      'Within 15 days of the general meeting that appointed the auditor (Companies Act, 2013, s. 139(1); Companies (Audit and Auditors) Rules, 2014, rule 4(2))',
  }),
  'dir-3-kyc-update': daysAfterEvent(30, {
    id: 'dir-3-kyc-update',
    type: 'DIR-3 KYC-Web (a director’s details changed)',
    eventOn: ({ directorDetailsChangedOn }) => directorDetailsChangedOn,
    basis:
      'Within 30 days of a change in a director’s mobile number, e-mail or address (Companies (Appointment and Qualification of Directors) Rules, 2014, rule 12A, as substituted by G.S.R. 943(E) of 31 December 2025, in force from 31 March 2026)',
  }),
  'dir-3-kyc': afterEvent({
    id: 'dir-3-kyc',
    type: 'DIR-3 KYC-Web (every three financial years)',
    eventOn: kycYearStart,
    // The KYC for the financial year starting in April of Y; then three more years (Y+1, Y+2, Y+3) are completed, and
    // the next is due by 30 June of the one that follows them: 30 June of Y+4 (FY 2024-25's → 30 June 2028).
    dueAfter: (event) => isoDate(dateParts(event).year + 4, 6, 30),
    basis:
      'Every DIN holder as on 31 March of a financial year: DIR-3 KYC-Web by 30 June of the financial year immediately following every third consecutive financial year, counted from the year of the last KYC (Companies (Appointment and Qualification of Directors) Rules, 2014, rule 12A(1), as substituted by G.S.R. 943(E) of 31 December 2025, in force from 31 March 2026)',
    sources: [MCA_DIRECTORS_KYC],
  }),
} satisfies Record<string, PeriodRule | EventRule>;
