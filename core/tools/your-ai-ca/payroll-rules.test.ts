import { describe, expect, it } from 'vitest';
import type { CompanyProfile } from './company-profile';
import { DELHI_PRIVATE } from './company-profile-fixtures';
import { COMPLIANCE_RULES } from './compliance-rules';
import { undatedProfessionalTax } from './payroll-rules';
import { RULE_IDS } from './rule-ids';

/** The professional tax filings an employer in `state` gets (its dates are tested in compliance-rules.test.ts). */
const professionalTaxOf = (state: CompanyProfile['state']) =>
  RULE_IDS.filter(
    (id) => id.startsWith('pt-') && COMPLIANCE_RULES[id].appliesTo({ ...DELHI_PRIVATE, state, employees: true }),
  );

// ADR 0093: a state's professional tax is added only where a text of its law that was read fixes the employer's date.
describe('the professional tax left out', () => {
  it('guesses none where no rule text read fixes the date: Gujarat, Tamil Nadu, West Bengal’s payments', () => {
    // Gujarat's rules 11, 11A and 16 were read by their titles only; West Bengal's rule 12 only as far as the annual
    // return (sub-rules (1)–(2)); Tamil Nadu's local bodies' rules not at all. The summaries disagree on each date.
    expect([professionalTaxOf('GJ'), professionalTaxOf('TN'), professionalTaxOf('WB')]).toEqual([
      [],
      [],
      ['pt-west-bengal-return'],
    ]);
  });

  it('keeps the states whose text fixes it: Karnataka (s. 6-A(1)); Maharashtra only once its periodicity is answered', () => {
    expect(professionalTaxOf('KA')).toEqual(['pt-karnataka']);
    expect(professionalTaxOf('MH')).toEqual([]);
  });
});

describe('undatedProfessionalTax', () => {
  it('names the professional tax left out for an employer, so that the page can say it is owed: by the state, or by the local body', () => {
    const employer = (state: CompanyProfile['state']) =>
      undatedProfessionalTax({ ...DELHI_PRIVATE, state, employees: true });
    expect(employer('GJ')).toMatchObject({ state: 'GJ', levy: 'state', missing: 'all' });
    expect(employer('TN')).toMatchObject({ state: 'TN', levy: 'localBody', missing: 'all' });
    // West Bengal's annual return is in the calendar (rule 12(1)), its payments are not.
    expect(employer('WB')).toMatchObject({ state: 'WB', levy: 'state', missing: 'payments' });
    expect(employer('WB')?.source.url).toBe('https://wbprofessiontax.gov.in/');
    // Dated in the calendar (Karnataka’s s. 6-A(1)), or not levied (Delhi levies none).
    expect([employer('KA'), employer('DL')]).toEqual([null, null]);
    expect(undatedProfessionalTax({ ...DELHI_PRIVATE, state: 'GJ', employees: false })).toBeNull();
  });
});
