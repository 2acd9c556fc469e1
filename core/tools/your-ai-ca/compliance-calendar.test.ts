import { describe, expect, it } from 'vitest';
import type { CompanyProfile } from './company-profile';
import { DELHI_PRIVATE, KARNATAKA_STARTUP } from './company-profile-fixtures';
import { indianComplianceCalendar, ruleApplies } from './compliance-calendar';

/** The Delhi company grown: above ₹5 crore, tax-audited, an auditor appointed on 20 November. */
const DELHI_COMPANY: CompanyProfile = {
  ...DELHI_PRIVATE,
  gstTurnoverOver5Crore: true,
  taxAudit: true,
  auditorAppointedOn: '2026-11-20',
};

const rows = (today: string, profile: CompanyProfile) =>
  indianComplianceCalendar(today, profile).map(({ ruleId, period, dueDate, recurrence }) => [
    ruleId,
    period,
    dueDate,
    recurrence,
  ]);

// Every date below is the rule's official date (see compliance-rules.test.ts for each source), picked by hand for 29 Nov 2026.
describe('the Indian compliance calendar, by what applies', () => {
  it('a small Karnataka company on QRMP with PF, ESI and MSME dues: only its filings, each the next one due', () => {
    expect(rows('2026-11-29', KARNATAKA_STARTUP)).toEqual([
      // October–December's quarterly returns; November's IFF and PMT-06 (October's were due 13 and 25 November).
      ['gstr-1-quarterly', '2026-10', '2027-01-13', 'quarterly'],
      ['iff', '2026-11', '2026-12-13', 'monthly'],
      ['gstr-3b-quarterly-22', '2026-10', '2027-01-22', 'quarterly'],
      ['pmt-06', '2026-11', '2026-12-25', 'monthly'],
      ['gstr-9', '2025-04', '2026-12-31', 'yearly'],
      // October's PF, ESI (15 Nov) and Karnataka professional tax (20 Nov) are past: November's.
      ['pf', '2026-11', '2026-12-15', 'monthly'],
      ['esi', '2026-11', '2026-12-15', 'monthly'],
      ['pt-karnataka', '2026-11', '2026-12-20', 'monthly'],
      ['tds-deposit', '2026-11', '2026-12-07', 'monthly'],
      ['tds-return-24q', '2026-10', '2027-01-31', 'quarterly'],
      ['tds-return-26q', '2026-10', '2027-01-31', 'quarterly'],
      // FY 2025-26's Form 16 was due 15 June 2026: FY 2026-27's.
      ['form-16', '2026-04', '2027-06-15', 'yearly'],
      ['advance-tax-1', '2027-04', '2027-06-15', 'yearly'],
      ['advance-tax-2', '2027-04', '2027-09-15', 'yearly'],
      ['advance-tax-3', '2026-04', '2026-12-15', 'yearly'],
      ['advance-tax-4', '2026-04', '2027-03-15', 'yearly'],
      ['itr-company', '2026-04', '2027-10-31', 'yearly'],
      ['agm', '2026-04', '2027-09-30', 'yearly'],
      ['aoc-4', '2026-04', '2027-10-30', 'yearly'],
      // A small company files MGT-7A, not MGT-7: FY 2025-26's is due today.
      ['mgt-7a', '2025-04', '2026-11-29', 'yearly'],
      ['dpt-3', '2026-04', '2027-06-30', 'yearly'],
      ['msme-1', '2026-10', '2027-04-30', 'half-yearly'],
      ['board-meeting-half-year', '2026-07', '2026-12-31', 'half-yearly'],
      // 15 July 2026 + 180 days = 11 January 2027; its first board meeting (14 August) is past.
      ['inc-20a', '2026-07', '2027-01-11', 'once'],
      // A director's details changed on 20 November: the update by 20 December.
      ['dir-3-kyc-update', '2026-11', '2026-12-20', 'once'],
    ]);
  });

  it('a private Delhi company, monthly GST above ₹5 crore, tax-audited, no employees: GSTR-9C, the tax audit, MGT-7, ADT-1', () => {
    expect(rows('2026-11-29', DELHI_COMPANY)).toEqual([
      ['gstr-1', '2026-11', '2026-12-11', 'monthly'],
      ['gstr-3b', '2026-11', '2026-12-20', 'monthly'],
      ['gstr-9', '2025-04', '2026-12-31', 'yearly'],
      ['gstr-9c', '2025-04', '2026-12-31', 'yearly'],
      ['tds-deposit', '2026-11', '2026-12-07', 'monthly'],
      ['tds-return-26q', '2026-10', '2027-01-31', 'quarterly'],
      ['advance-tax-1', '2027-04', '2027-06-15', 'yearly'],
      ['advance-tax-2', '2027-04', '2027-09-15', 'yearly'],
      ['advance-tax-3', '2026-04', '2026-12-15', 'yearly'],
      ['advance-tax-4', '2026-04', '2027-03-15', 'yearly'],
      // FY 2025-26's report was due 30 September 2026: FY 2026-27's.
      ['tax-audit', '2026-04', '2027-09-30', 'yearly'],
      ['itr-company', '2026-04', '2027-10-31', 'yearly'],
      ['agm', '2026-04', '2027-09-30', 'yearly'],
      ['aoc-4', '2026-04', '2027-10-30', 'yearly'],
      ['mgt-7', '2025-04', '2026-11-29', 'yearly'],
      ['dpt-3', '2026-04', '2027-06-30', 'yearly'],
      // The auditor appointed at the meeting of 20 November: ADT-1 by 5 December.
      ['adt-1', '2026-11', '2026-12-05', 'once'],
    ]);
  });

  it('a one person company holds no AGM: AOC-4 within 180 days of the year and MGT-7A; a Delhi QRMP filer’s GSTR-3B on the 24th', () => {
    const opc: CompanyProfile = {
      ...DELHI_COMPANY,
      companyKind: 'opc',
      gstScheme: 'quarterly',
      gstTurnoverOver5Crore: false,
    };
    const ids = indianComplianceCalendar('2026-11-29', opc).map(({ ruleId }) => ruleId);
    expect(ids).not.toContain('agm');
    expect(ids).not.toContain('aoc-4');
    expect(ids).not.toContain('mgt-7');
    expect(ids).not.toContain('gstr-3b-quarterly-22');
    expect(
      rows('2026-11-29', opc).filter(([id]) => ['aoc-4-opc', 'mgt-7a', 'gstr-3b-quarterly-24'].includes(id!)),
    ).toEqual([
      ['gstr-3b-quarterly-24', '2026-10', '2027-01-24', 'quarterly'],
      ['aoc-4-opc', '2026-04', '2027-09-27', 'yearly'],
      ['mgt-7a', '2025-04', '2026-11-29', 'yearly'],
    ]);
  });

  it('adds an event’s filing on its due day and not the day after; the first board meeting within 30 days of incorporation', () => {
    const fresh: CompanyProfile = { ...DELHI_COMPANY, incorporatedOn: '2026-11-10', auditorAppointedOn: null };
    const events = (today: string) => rows(today, fresh).filter(([, , , recurrence]) => recurrence === 'once');
    // 10 November + 30 days = 10 December; + 180 days = 9 May 2027 (Nov 20, Dec 31, Jan 31, Feb 28, Mar 31, Apr 30 = 171; 9 May the 180th).
    expect(events('2026-12-10')).toEqual([
      ['inc-20a', '2026-11', '2027-05-09', 'once'],
      ['first-board-meeting', '2026-11', '2026-12-10', 'once'],
    ]);
    expect(events('2026-12-11')).toEqual([['inc-20a', '2026-11', '2027-05-09', 'once']]);
  });

  it('a Mumbai company answering the dated facts (ADR 0083): its next board meeting, the AGM’s filings, the KYC, yearly profession tax', () => {
    const mumbai: CompanyProfile = {
      ...DELHI_PRIVATE,
      state: 'MH',
      employees: true,
      maharashtraPtMonthly: false,
      lastBoardMeetingOn: '2026-09-15',
      agmHeldOn: '2026-11-10',
      directorKycYear: 2024,
    };
    const dated = ['pt-maharashtra-yearly', 'aoc-4', 'mgt-7', 'board-meeting-120-days', 'dir-3-kyc'];
    expect(rows('2026-11-29', mumbai).filter(([id]) => dated.includes(id!))).toEqual([
      // Rule 11(3): the yearly return for FY 2026-27 by 31 March 2027.
      ['pt-maharashtra-yearly', '2026-04', '2027-03-31', 'yearly'],
      // An AGM extended to 10 November 2026: AOC-4 by 10 December (11–30 November 20 days, 10 December the 30th) and
      // MGT-7 by 9 January 2027 (December's 31 make 51, 9 January the 60th), not 30 October and 29 November.
      ['aoc-4', '2025-04', '2026-12-10', 'yearly'],
      ['mgt-7', '2025-04', '2027-01-09', 'yearly'],
      // s. 173(1): after 15 September, 16–30 September 15 days, October 46, November 76, December 107, 13 January the 120th.
      ['board-meeting-120-days', '2026-09', '2027-01-13', 'once'],
      // Rule 12A(1): the KYC for FY 2024-25, the next by 30 June 2028.
      ['dir-3-kyc', '2024-04', '2028-06-30', 'once'],
    ]);
    expect(
      rows('2026-11-29', { ...mumbai, maharashtraPtMonthly: true }).find(([id]) => id === 'pt-maharashtra-monthly'),
    )
      // Rule 11(3): November's return by 30 November.
      .toEqual(['pt-maharashtra-monthly', '2026-11', '2026-11-30', 'monthly']);
  });

  it('says which filings still apply when the answers change; a filing of the user’s own always does', () => {
    expect(ruleApplies('pt-karnataka', KARNATAKA_STARTUP)).toBe(true);
    expect(ruleApplies('pt-karnataka', { ...KARNATAKA_STARTUP, state: 'TS' })).toBe(false);
    expect(ruleApplies('mgt-7', KARNATAKA_STARTUP)).toBe(false);
    expect(ruleApplies(null, KARNATAKA_STARTUP)).toBe(true);
  });
});
