import { lastActivityDay } from '../../activity-log/activity';
import { toCsv } from '../../csv';
import type { CsvField, CsvIssue, CsvRecordReading } from '../../csv-import/csv-records';
import { readTypedDate } from '../../dates/typed-date';
import { say } from '../../i18n/say';
import type { DateFormat } from '../../preferences/company-settings';
import { z } from '../../zod';
import { parseAmount } from '../parse-money';
import { investorSchema, newInvestor, type Investor } from './investor-record';
import { INVESTOR_STAGES, type InvestorStage } from './investor-stages';

export const INVESTOR_CSV_KEYS = [
  'name',
  'firm',
  'email',
  'cheque',
  'stage',
  'stageFocus',
  'sectorFocus',
  'warmIntro',
  'nextStepOn',
  'nextStep',
  'notes',
] as const;
export type InvestorCsvKey = (typeof INVESTOR_CSV_KEYS)[number];

/**
 * The columns an investor list usually has, by the names spreadsheets, Affinity, Folk and this tool's own export give
 * them. The next step's date comes before the next step so that 'Next step date' is read as the date.
 */
export const INVESTOR_CSV_FIELDS: readonly CsvField<InvestorCsvKey>[] = [
  { key: 'name', headers: /^(investor|contact|full)?\s*name$|^investor$|^partner$/i },
  { key: 'firm', headers: /firm|fund|company|organi[sz]ation/i },
  { key: 'email', headers: /e-?mail/i },
  { key: 'cheque', headers: /cheque|check|ticket|amount|investment/i },
  { key: 'stageFocus', headers: /stage\s*focus|invests?\s*at/i },
  { key: 'stage', headers: /^(pipeline\s*)?(stage|status)$/i },
  { key: 'sectorFocus', headers: /sector|industr|thesis|focus/i },
  { key: 'warmIntro', headers: /intro|referr|via/i },
  { key: 'nextStepOn', headers: /(next\s*step|follow.?up).*(date|on|due)|^due/i },
  { key: 'nextStep', headers: /next\s*step|follow.?up/i },
  { key: 'notes', headers: /note|comment/i },
];

/** The stage a cell names: its id or its English name ('Due Diligence', 'term sheet'), any case; '' is Researching. */
function stageNamed(text: string): InvestorStage | undefined {
  const id = text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (id === '') return 'researching';
  return INVESTOR_STAGES.find((stage) => stage === id);
}

const STAGE_UNKNOWN = say({
  id: 'core.tools.investorCrm.csvStageUnknown',
  defaultMessage: 'Use one of: Researching, Contacted, Meeting, Due Diligence, Term Sheet, Committed, Passed',
});
const AMOUNT_UNREADABLE = say({ id: 'core.tools.investorCrm.csvAmountUnreadable', defaultMessage: 'Enter an amount' });
const DATE_UNREADABLE = say({ id: 'core.tools.investorCrm.csvDateUnreadable', defaultMessage: 'Enter a date' });

/** How a file's amounts and dates are written: the page's language and the company's date order. */
export type InvestorCsvReading = { language: string; dateOrder: DateFormat; newId: () => string };

/**
 * One record of an investor list as an investor in Researching (or the stage it names): amounts as founders write
 * them ('$250K', '₹50L'), dates in the company's order or ISO; each field that cannot be read, or that the record
 * schema refuses, is an issue of that field.
 */
export function readInvestorRecord(
  values: Record<InvestorCsvKey, string>,
  { language, dateOrder, newId }: InvestorCsvReading,
): CsvRecordReading<Investor, InvestorCsvKey> {
  const issues: CsvIssue<InvestorCsvKey>[] = [];
  const stage = stageNamed(values.stage);
  if (!stage) issues.push({ field: 'stage', message: STAGE_UNKNOWN });
  const cheque = values.cheque === '' ? null : parseAmount(values.cheque, language);
  if (cheque === null && values.cheque !== '') issues.push({ field: 'cheque', message: AMOUNT_UNREADABLE });
  const day = readTypedDate(values.nextStepOn, dateOrder);
  if (day && !('iso' in day)) issues.push({ field: 'nextStepOn', message: DATE_UNREADABLE });
  const candidate = newInvestor(newId(), {
    name: values.name,
    firm: values.firm,
    email: values.email,
    cheque,
    stage: stage ?? 'researching',
    stageFocus: values.stageFocus,
    sectorFocus: values.sectorFocus,
    warmIntro: values.warmIntro,
    notes: values.notes,
    nextStep: { text: values.nextStep, on: day && 'iso' in day ? day.iso : null },
  });
  const checked = z.safeParse(investorSchema, candidate);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const [first, second] = issue.path;
      const field = (first === 'nextStep' ? (second === 'on' ? 'nextStepOn' : 'nextStep') : first) as InvestorCsvKey;
      if (!issues.some((known) => known.field === field)) issues.push({ field, message: issue.message });
    }
  }
  return issues.length > 0 || !checked.success ? { issues } : { item: checked.data };
}

/** The key duplicates are found by: the e-mail address, lower-cased (none: never a duplicate). */
export const investorKey = ({ email }: Pick<Investor, 'email'>) => (email === '' ? null : email.toLowerCase());

/** The stages as the file names them, in English as its headers are, so that the import reads any export back. */
const STAGE_IN_FILE: Record<InvestorStage, string> = {
  researching: 'Researching',
  contacted: 'Contacted',
  meeting: 'Meeting',
  'due-diligence': 'Due Diligence',
  'term-sheet': 'Term Sheet',
  committed: 'Committed',
  passed: 'Passed',
};

/** The pipeline as a CSV file the import reads back: a row per investor in the board's order, with its last activity. */
export function investorsCsv(investors: readonly Investor[]): string {
  const header = [
    'Name',
    'Firm',
    'Email',
    'Cheque',
    'Stage',
    'Stage focus',
    'Sector focus',
    'Warm intro via',
    'Next step date',
    'Next step',
    'Notes',
    'Activities',
    'Last activity',
  ];
  const rows = investors.map((investor) => {
    return [
      investor.name,
      investor.firm,
      investor.email,
      investor.cheque,
      STAGE_IN_FILE[investor.stage],
      investor.stageFocus,
      investor.sectorFocus,
      investor.warmIntro,
      investor.nextStep.on ?? '',
      investor.nextStep.text,
      investor.notes,
      investor.activities.length,
      lastActivityDay(investor.activities) ?? '',
    ];
  });
  return toCsv([header, ...rows]);
}
