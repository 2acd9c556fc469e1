import { describe, expect, it } from 'vitest';
import {
  COMPLIANCE_RULES,
  findRule,
  indianComplianceCalendar,
  namingRule,
  RULE_IDS,
  type RuleId,
} from './compliance-rules';

/** A rule's due date for the period starting in `period` ('YYYY-MM'). */
const due = (id: RuleId, period: string) => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return COMPLIANCE_RULES[id].dueDate({ year, month });
};

// Every expected date below is worked out by hand from the rule in its comment (ADR 0050), not by the code.
describe('the due-date rules', () => {
  it('GSTR-1: the 11th of the next month, across the year end', () => {
    expect(due('gstr-1', '2026-11')).toBe('2026-12-11');
    expect(due('gstr-1', '2026-12')).toBe('2027-01-11');
  });

  it('GSTR-3B: the 20th of the next month', () => {
    expect(due('gstr-3b', '2026-12')).toBe('2027-01-20');
    expect(due('gstr-3b', '2027-01')).toBe('2027-02-20');
  });

  it('TDS deposit: the 7th of the next month, except tax deducted in March: 30 April', () => {
    expect(due('tds-deposit', '2027-02')).toBe('2027-03-07');
    expect(due('tds-deposit', '2027-03')).toBe('2027-04-30');
    expect(due('tds-deposit', '2027-04')).toBe('2027-05-07');
    expect(due('tds-deposit', '2026-12')).toBe('2027-01-07');
  });

  it('quarterly TDS returns: 31 Jul, 31 Oct, 31 Jan, and 31 May for January–March', () => {
    for (const id of ['tds-return-24q', 'tds-return-26q'] as const) {
      expect([due(id, '2026-04'), due(id, '2026-07'), due(id, '2026-10'), due(id, '2027-01')]).toEqual([
        '2026-07-31',
        '2026-10-31',
        '2027-01-31',
        '2027-05-31',
      ]);
    }
  });

  it('advance tax for FY 2026-27: 15 Jun (15 %), 15 Sep (45 %), 15 Dec (75 %), 15 Mar 2027 (100 %)', () => {
    expect(
      ['advance-tax-1', 'advance-tax-2', 'advance-tax-3', 'advance-tax-4'].map((id) => due(id as RuleId, '2026-04')),
    ).toEqual(['2026-06-15', '2026-09-15', '2026-12-15', '2027-03-15']);
    expect(
      ['advance-tax-1', 'advance-tax-2', 'advance-tax-3', 'advance-tax-4'].map(
        (id) => COMPLIANCE_RULES[id as RuleId].type,
      ),
    ).toEqual([
      'Advance tax, 1st instalment (15%)',
      'Advance tax, 2nd instalment (45%)',
      'Advance tax, 3rd instalment (75%)',
      'Advance tax, 4th instalment (100%)',
    ]);
  });

  it('the company ITR: 31 October after the year; the AGM by 30 September; AOC-4 30 days and MGT-7 60 days after it', () => {
    expect(due('itr-company', '2025-04')).toBe('2026-10-31');
    expect(due('agm', '2025-04')).toBe('2026-09-30');
    // 30 Sep + 30 days = 30 Oct (October's 1st is day 1); + 60 days = 29 Nov (31 Oct is day 31, 29 Nov day 60).
    expect(due('aoc-4', '2025-04')).toBe('2026-10-30');
    expect(due('mgt-7', '2025-04')).toBe('2026-11-29');
  });

  it('cites an official source for every rule, on the official sites only', () => {
    const official =
      /^https:\/\/(www\.)?(gst\.gov\.in|cbic-gst\.gov\.in|incometax\.gov\.in|incometaxindia\.gov\.in|mca\.gov\.in|protean-tinpan\.com)\//;
    for (const id of RULE_IDS) {
      expect(COMPLIANCE_RULES[id].sources.length, id).toBeGreaterThan(0);
      for (const source of COMPLIANCE_RULES[id].sources) expect(source.url, id).toMatch(official);
    }
    expect(findRule('gstr-3b')?.id).toBe('gstr-3b');
    expect([findRule('toString'), findRule(null), findRule('gstr-9')]).toEqual([undefined, undefined, undefined]);
  });

  it('names a filing by its rule only while it carries the rule’s name: renamed or the user’s own, it is their words', () => {
    expect(namingRule({ ruleId: 'gstr-3b', type: 'GSTR-3B (summary return and tax)' })?.id).toBe('gstr-3b');
    expect(namingRule({ ruleId: 'gstr-3b', type: 'GST summary (our CA files it)' })).toBeUndefined();
    expect(namingRule({ ruleId: null, type: 'TDS deposit' })).toBeUndefined();
    expect(namingRule({ ruleId: 'gstr-9', type: 'TDS deposit' })).toBeUndefined();
  });
});

describe('the Indian compliance calendar', () => {
  it('adds each rule’s next filing due on or after today (26 Nov 2026), worked out by hand', () => {
    expect(
      indianComplianceCalendar('2026-11-26').map(({ ruleId, period, dueDate, recurrence }) => [
        ruleId,
        period,
        dueDate,
        recurrence,
      ]),
    ).toEqual([
      // October's returns were due 11 and 20 November (past): November's come next.
      ['gstr-1', '2026-11', '2026-12-11', 'monthly'],
      ['gstr-3b', '2026-11', '2026-12-20', 'monthly'],
      ['tds-deposit', '2026-11', '2026-12-07', 'monthly'],
      // July–September was due 31 October (past): October–December, due 31 January.
      ['tds-return-24q', '2026-10', '2027-01-31', 'quarterly'],
      ['tds-return-26q', '2026-10', '2027-01-31', 'quarterly'],
      // 15 Jun and 15 Sep 2026 are past: FY 2027-28's; 15 Dec 2026 and 15 Mar 2027 are FY 2026-27's.
      ['advance-tax-1', '2027-04', '2027-06-15', 'yearly'],
      ['advance-tax-2', '2027-04', '2027-09-15', 'yearly'],
      ['advance-tax-3', '2026-04', '2026-12-15', 'yearly'],
      ['advance-tax-4', '2026-04', '2027-03-15', 'yearly'],
      // FY 2025-26's ITR (31 Oct 2026), AGM (30 Sep 2026) and AOC-4 (30 Oct 2026) are past; its MGT-7 (29 Nov) is not.
      ['itr-company', '2026-04', '2027-10-31', 'yearly'],
      ['agm', '2026-04', '2027-09-30', 'yearly'],
      ['aoc-4', '2026-04', '2027-10-30', 'yearly'],
      ['mgt-7', '2025-04', '2026-11-29', 'yearly'],
    ]);
  });

  it('keeps a filing due today, and the March exception when April comes', () => {
    const calendar = indianComplianceCalendar('2027-04-08');
    const of = (id: RuleId) => calendar.find((filing) => filing.ruleId === id)!;
    // March's TDS is due 30 April (not 7 April, which has passed and would have skipped it).
    expect([of('tds-deposit').period, of('tds-deposit').dueDate]).toEqual(['2027-03', '2027-04-30']);
    expect(of('gstr-1').dueDate).toBe('2027-04-11');
    expect(indianComplianceCalendar('2026-12-11').find((filing) => filing.ruleId === 'gstr-1')!.dueDate).toBe(
      '2026-12-11',
    );
  });
});
