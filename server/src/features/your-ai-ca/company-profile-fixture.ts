import type { RuleId } from '@core/tools/your-ai-ca/rule-ids';

/** The calendar of core's DELHI_PRIVATE company, by hand from the rules' conditions: monthly GST and GSTR-9, TDS without salaries, income tax, company law. */
export const DELHI_PRIVATE_RULES: RuleId[] = [
  'gstr-1',
  'gstr-3b',
  'gstr-9',
  'tds-deposit',
  'tds-return-26q',
  'advance-tax-1',
  'advance-tax-2',
  'advance-tax-3',
  'advance-tax-4',
  'itr-company',
  'agm',
  'aoc-4',
  'mgt-7',
  'dpt-3',
];
