import { describe, expect, it } from 'vitest';
import { isRealDate } from './calendar-dates';
import type { CompanyProfile } from './company-profile';
import { DELHI_PRIVATE } from './company-profile-fixtures';
import { COMPLIANCE_RULES, findRule, keepsRule, namingRule } from './compliance-rules';
import { RULE_IDS, type RuleId } from './rule-ids';

/** A period rule's due date for the period starting in `period` ('YYYY-MM'), for a company with these answers. */
const due = (id: RuleId, period: string, answers: CompanyProfile | null = null) => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const rule = COMPLIANCE_RULES[id];
  if (rule.kind !== 'period') throw new Error(`${id} is due after an event, not a period`);
  return rule.dueDate({ year, month }, answers);
};

/** An event rule's due date for a company with these answers, or null when it does not apply to it. */
const dueAfterEvent = (id: RuleId, answers: CompanyProfile) => {
  const rule = COMPLIANCE_RULES[id];
  if (rule.kind !== 'event') throw new Error(`${id} is due by period, not after an event`);
  const event = rule.eventOn(answers);
  return rule.appliesTo(answers) && event !== null ? rule.dueAfter(event) : null;
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

  it('cites an official source and the day it was checked for every rule, on the official sites only', () => {
    const official =
      /^https:\/\/(www\.)?(gst\.gov\.in|cbic-gst\.gov\.in|incometax\.gov\.in|incometaxindia\.gov\.in|mca\.gov\.in|protean-tinpan\.com|epfindia\.gov\.in|esic\.gov\.in|pt\.kar\.nic\.in|tgct\.gov\.in|apct\.gov\.in|mahagst\.gov\.in|wbprofessiontax\.gov\.in)\//;
    for (const id of RULE_IDS) {
      const rule = COMPLIANCE_RULES[id];
      expect(rule.id, id).toBe(id);
      expect(rule.sources.length, id).toBeGreaterThan(0);
      for (const source of rule.sources) expect(source.url, id).toMatch(official);
      expect(rule.basis, id).toMatch(/\(.*(Act|Rules|Regulations|Scheme|Order|Notification).*\)/);
      // Checked on a real day, and not after the day these rules were last reviewed (ADR 0079, 0093).
      expect(isRealDate(rule.checkedOn) && rule.checkedOn <= '2026-11-30', `${id} ${rule.checkedOn}`).toBe(true);
    }
    expect(findRule('gstr-3b')?.id).toBe('gstr-3b');
    expect([findRule('toString'), findRule(null), findRule('gstr-10')]).toEqual([undefined, undefined, undefined]);
  });

  it('names the Income-tax Act, 2025 beside the 1961 Act for every income-tax rule (the 2025 Act from tax year 2026-27)', () => {
    for (const id of [
      'tds-deposit',
      'tds-return-24q',
      'tds-return-26q',
      'advance-tax-1',
      'tax-audit',
      'itr-company',
    ] as const)
      expect(COMPLIANCE_RULES[id].basis, id).toMatch(/1961.*(2025 Act|Income-tax Act, 2025)/);
  });

  it('keeps a filing’s rule while its period and recurrence are the rule’s; otherwise it is the user’s own', () => {
    // TDS deposits are monthly; advance tax runs by financial year, from April: a period from November is not its own.
    expect(keepsRule('tds-deposit', { period: '2026-11', recurrence: 'monthly' })).toBe(true);
    expect(keepsRule('tds-deposit', { period: '2026-11', recurrence: 'quarterly' })).toBe(false);
    expect(keepsRule('advance-tax-3', { period: '2026-11', recurrence: 'yearly' })).toBe(false);
    expect(keepsRule('advance-tax-3', { period: '2026-04', recurrence: 'yearly' })).toBe(true);
    // A quarterly filer's IFF has no period in a quarter's last month.
    expect(keepsRule('iff', { period: '2026-12', recurrence: 'monthly' })).toBe(false);
  });

  it('names a filing by its rule only while it carries the rule’s name: renamed or the user’s own, it is their words', () => {
    expect(namingRule({ ruleId: 'gstr-3b', type: 'GSTR-3B (summary return and tax)' })?.id).toBe('gstr-3b');
    expect(namingRule({ ruleId: 'gstr-3b', type: 'GST summary (our CA files it)' })).toBeUndefined();
    expect(namingRule({ ruleId: null, type: 'TDS deposit' })).toBeUndefined();
    expect(namingRule({ ruleId: 'gstr-9', type: 'TDS deposit' })).toBeUndefined();
    expect(namingRule({ ruleId: 'gstr-10', type: 'TDS deposit' })).toBeUndefined();
  });
});

// Each expected date is the one the named official text states or shows, not worked out by the code (ADR 0079).
describe('the rules of what applies, against their official references', () => {
  it('the quarterly GST scheme (QRMP): GSTR-1 on the 13th after the quarter, IFF and PMT-06 on the 13th and 25th of its first two months', () => {
    // Notification 83/2020–Central Tax: GSTR-1 of a QRMP filer by the 13th of the month after the quarter.
    expect(due('gstr-1-quarterly', '2026-10')).toBe('2027-01-13');
    expect(due('gstr-1-quarterly', '2027-01')).toBe('2027-04-13');
    // CGST Rules, rule 59(2): IFF from the 1st to the 13th of the next month, in the quarter's first two months only.
    expect([due('iff', '2026-10'), due('iff', '2026-11')]).toEqual(['2026-11-13', '2026-12-13']);
    expect(COMPLIANCE_RULES.iff.periodStartMonths).toEqual([4, 5, 7, 8, 10, 11, 1, 2]);
    // Notification 85/2020–Central Tax, CBIC's QRMP scheme: PMT-06 by the 25th of the next month.
    expect([due('pmt-06', '2027-01'), due('pmt-06', '2027-02')]).toEqual(['2027-02-25', '2027-03-25']);
    expect(COMPLIANCE_RULES['pmt-06'].periodStartMonths).toEqual([4, 5, 7, 8, 10, 11, 1, 2]);
  });

  it('the quarterly GSTR-3B: the 22nd or the 24th after the quarter, by the state groups of Notification 82/2020–Central Tax', () => {
    // The notification's table: quarterly GSTR-3B by the 22nd (Karnataka, Maharashtra, Tamil Nadu… ) or the 24th (Delhi, West Bengal, Uttar Pradesh…).
    expect(due('gstr-3b-quarterly-22', '2026-10')).toBe('2027-01-22');
    expect(due('gstr-3b-quarterly-24', '2026-10')).toBe('2027-01-24');
    expect(due('gstr-3b-quarterly-24', '2027-01')).toBe('2027-04-24');
  });

  it('GSTR-9 and GSTR-9C: 31 December after the financial year (CGST Act, s. 44; CGST Rules, rule 80)', () => {
    expect(due('gstr-9', '2025-04')).toBe('2026-12-31');
    expect(due('gstr-9c', '2025-04')).toBe('2026-12-31');
  });

  it('PF and ESI: the 15th of the next month, as EPFO’s and ESIC’s own examples say', () => {
    // EPFO circular of 8 January 2016: January 2016's contributions, payable in February, by the 15th.
    expect(due('pf', '2016-01')).toBe('2016-02-15');
    // ESIC's amendment of regulation 31: June 2017's contribution by 15 July 2017.
    expect(due('esi', '2017-06')).toBe('2017-07-15');
    expect(due('esi', '2026-12')).toBe('2027-01-15');
  });

  it('professional tax: Karnataka the 20th, Telangana and Andhra Pradesh the 10th of the next month', () => {
    // Karnataka Act, 1976, s. 6-A(1): within twenty days of the month's expiry (its proviso moved March 2020's from 20 April to 20 May).
    expect(due('pt-karnataka', '2027-03')).toBe('2027-04-20');
    // Telangana and Andhra Pradesh Acts, 1987, Form V: on or before the 10th of the month succeeding the month of the return.
    expect(due('pt-telangana', '2026-11')).toBe('2026-12-10');
    expect(due('pt-andhra-pradesh', '2026-12')).toBe('2027-01-10');
  });

  it('Form 16 on 15 June and the tax audit report on 30 September after the year', () => {
    // Income-tax Rules, 1962, rule 31(3): Form 16 by 15 June after the financial year.
    expect(due('form-16', '2025-04')).toBe('2026-06-15');
    // CBDT press release of 25 September 2025: the specified date for FY 2024-25's audit reports is 30 September 2025.
    expect(due('tax-audit', '2024-04')).toBe('2025-09-30');
  });

  it('the ITR and advance tax under the Income-tax Act, 2025: 31 October (s. 263(1)), 15 Jun / Sep / Dec / Mar (s. 408)', () => {
    expect(due('itr-company', '2026-04')).toBe('2027-10-31');
    expect(
      (['advance-tax-1', 'advance-tax-2', 'advance-tax-3', 'advance-tax-4'] as const).map((id) => due(id, '2026-04')),
    ).toEqual(['2026-06-15', '2026-09-15', '2026-12-15', '2027-03-15']);
  });

  it('company law: DPT-3 by 30 June, MSME-1 by 31 October and 30 April, an OPC’s AOC-4 180 days after 31 March, MGT-7A 60 days after the AGM', () => {
    // Companies (Acceptance of Deposits) Rules, 2014, rule 16: by 30 June, as on 31 March.
    expect(due('dpt-3', '2025-04')).toBe('2026-06-30');
    // MCA's Specified Companies Order, 2019: April–September by 31 October, October–March by 30 April.
    expect([due('msme-1', '2026-04'), due('msme-1', '2026-10')]).toEqual(['2026-10-31', '2027-04-30']);
    // s. 137(1) proviso: 180 days from 31 March — April 30, May 31, June 30, July 31, August 31 make 153; 27 September is the 180th.
    expect(due('aoc-4-opc', '2025-04')).toBe('2026-09-27');
    // s. 92(4): 60 days after an AGM on 30 September — 31 October is day 31, 29 November day 60.
    expect(due('mgt-7a', '2025-04')).toBe('2026-11-29');
    // s. 173(5): a small company's or an OPC's board meets in each half of the calendar year.
    expect([due('board-meeting-half-year', '2027-01'), due('board-meeting-half-year', '2027-07')]).toEqual([
      '2027-06-30',
      '2027-12-31',
    ]);
  });

  it('the event rules: INC-20A 180 days after incorporation, the first board meeting 30, ADT-1 15 after the AGM, DIR-3 KYC 30 after a change', () => {
    // Companies Act, 2013, s. 10A(1); s. 173(1); Audit and Auditors Rules, rule 4(2); rule 12A(2) as G.S.R. 943(E) substitutes it.
    const answers: CompanyProfile = {
      ...DELHI_PRIVATE,
      incorporatedOn: '2026-07-15',
      auditorAppointedOn: '2026-11-20',
      directorDetailsChangedOn: '2026-11-20',
    };
    // 15 July + 180 days: 16–31 July 16, August 47, September 77, October 108, November 138, December 169, 11 January the 180th.
    expect(dueAfterEvent('inc-20a', answers)).toBe('2027-01-11');
    // 15 July + 30 days: 16–31 July 16, 14 August the 30th.
    expect(dueAfterEvent('first-board-meeting', answers)).toBe('2026-08-14');
    // 20 November + 15 days: 5 December; + 30 days: 20 December.
    expect(dueAfterEvent('adt-1', answers)).toBe('2026-12-05');
    expect(dueAfterEvent('dir-3-kyc-update', answers)).toBe('2026-12-20');
  });
});

// ADR 0083: the rules dated by a fact the company answers; each expected date is the official text's, named beside it.
describe('the rules dated by the company’s answers', () => {
  it('DIR-3 KYC every three financial years: by 30 June of the year after the third year following the last KYC’s', () => {
    // G.S.R. 943(E), rule 12A(1) as substituted (in force 31 March 2026): by 30 June of the financial year immediately
    // following every third consecutive financial year. Its published illustration: KYC for FY 2024-25 → 30 June 2028;
    // a DIN first held on 31 March 2026 (FY 2025-26) → 30 June 2029.
    expect(dueAfterEvent('dir-3-kyc', { ...DELHI_PRIVATE, directorKycYear: 2024 })).toBe('2028-06-30');
    expect(dueAfterEvent('dir-3-kyc', { ...DELHI_PRIVATE, directorKycYear: 2025 })).toBe('2029-06-30');
    expect(dueAfterEvent('dir-3-kyc', DELHI_PRIVATE)).toBeNull();
  });

  it('a company that is not small: the next board meeting within 120 days of the last (s. 173(1)); a small one keeps the half-years', () => {
    // Companies Act, 2013, s. 173(1): not more than 120 days intervening. After 1 August 2026: 2–31 August 30 days,
    // September 60, October 91, 29 November the 120th.
    const meetsEvery120Days = { ...DELHI_PRIVATE, lastBoardMeetingOn: '2026-08-01' };
    expect(dueAfterEvent('board-meeting-120-days', meetsEvery120Days)).toBe('2026-11-29');
    expect(dueAfterEvent('board-meeting-120-days', { ...meetsEvery120Days, companyKind: 'small' })).toBeNull();
    expect(COMPLIANCE_RULES['board-meeting-half-year'].appliesTo({ ...meetsEvery120Days, companyKind: 'small' })).toBe(
      true,
    );
  });

  it('AOC-4 30 days and MGT-7 / MGT-7A 60 days after the AGM’s own date, for the year it was held for', () => {
    // s. 137(1): within 30 days of the AGM; s. 92(4): within 60 days. An AGM on 25 September 2026 (FY 2025-26):
    // 26–30 September 5 days, 25 October the 30th; October 31 more make 36, 24 November the 60th.
    const heldOn25September = { ...DELHI_PRIVATE, agmHeldOn: '2026-09-25' };
    expect(due('aoc-4', '2025-04', heldOn25September)).toBe('2026-10-25');
    expect(due('mgt-7', '2025-04', heldOn25September)).toBe('2026-11-24');
    expect(due('mgt-7a', '2025-04', { ...heldOn25September, companyKind: 'small' })).toBe('2026-11-24');
    // An AGM extended to 20 December 2026 (s. 96(1) proviso), still FY 2025-26's: 21–31 December 11 days, 19 January
    // the 30th; January 31 more make 42, 18 February the 60th.
    const extended = { ...DELHI_PRIVATE, agmHeldOn: '2026-12-20' };
    expect([due('aoc-4', '2025-04', extended), due('mgt-7', '2025-04', extended)]).toEqual([
      '2027-01-19',
      '2027-02-18',
    ]);
    // Another year's filings keep the AGM on its last day, 30 September; an OPC holds none.
    expect([due('aoc-4', '2026-04', extended), due('mgt-7', '2026-04', extended)]).toEqual([
      '2027-10-30',
      '2027-11-29',
    ]);
    expect(due('mgt-7a', '2025-04', { ...heldOn25September, companyKind: 'opc' })).toBe('2026-11-29');
  });

  it('Maharashtra’s profession tax: monthly by the month’s last day, or yearly by 31 March, by last year’s tax', () => {
    // Maharashtra PT Rules, 1975, rule 11(3) as amended in 2019 (the limit raised from ₹50,000 to ₹1,00,000): the
    // department's PTRC periodicity for FY 2023-24 — monthly returns due the last date of the month the return is for
    // (April 2023's salaries in May's return, by 31 May 2023), a yearly return by 31 March 2024.
    expect(due('pt-maharashtra-monthly', '2023-05')).toBe('2023-05-31');
    expect(due('pt-maharashtra-monthly', '2028-02')).toBe('2028-02-29');
    expect(due('pt-maharashtra-yearly', '2023-04')).toBe('2024-03-31');
    const mumbai = { ...DELHI_PRIVATE, state: 'MH', employees: true } as const;
    const applies = (answer: boolean | null) =>
      (['pt-maharashtra-monthly', 'pt-maharashtra-yearly'] as const).filter((id) =>
        COMPLIANCE_RULES[id].appliesTo({ ...mumbai, maharashtraPtMonthly: answer }),
      );
    expect([applies(true), applies(false), applies(null)]).toEqual([
      ['pt-maharashtra-monthly'],
      ['pt-maharashtra-yearly'],
      [],
    ]);
  });

  it('West Bengal’s annual profession tax return in Form III by 30 April', () => {
    // WB PT Rules, 1979, rule 12(1): within one month from the day after the year ends; FY 2014-15's return was due
    // 30 April 2015 (the State's order of 27 April 2015 extended it to 31 May 2015).
    expect(due('pt-west-bengal-return', '2014-04')).toBe('2015-04-30');
    // Read again for ADR 0093, 'in respect of any period commencing on or after the 1st day of April, 2014': FY 2025-26
    // expires 31 March 2026, the date immediately following is 1 April, and one month from it ends 30 April 2026.
    expect(due('pt-west-bengal-return', '2025-04')).toBe('2026-04-30');
    const kolkata = { ...DELHI_PRIVATE, state: 'WB', employees: true } as const;
    expect(COMPLIANCE_RULES['pt-west-bengal-return'].appliesTo(kolkata)).toBe(true);
    expect(COMPLIANCE_RULES['pt-west-bengal-return'].appliesTo({ ...kolkata, employees: false })).toBe(false);
  });
});
