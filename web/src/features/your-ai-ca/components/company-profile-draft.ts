import { financialYearOf } from '@core/dates/financial-year';
import { FIRST_KYC_YEAR, type CompanyProfile } from '@core/tools/your-ai-ca/company-profile';

/*
 * The company's answers as the form holds them (ADR 0079, 0083): a date or a year not known is '', and a question
 * asked only in some cases (a company that is not small, a state's profession tax) is sent only when it is shown.
 */

/** The dates a company may not know or have: '' in the form, null in the answers. */
export const OPTIONAL_DATES = [
  'auditorAppointedOn',
  'directorDetailsChangedOn',
  'lastBoardMeetingOn',
  'agmHeldOn',
] as const;
export type OptionalDate = (typeof OPTIONAL_DATES)[number];

export type Draft = Omit<CompanyProfile, OptionalDate | 'directorKycYear' | 'maharashtraPtMonthly'> &
  Record<OptionalDate, string> & {
    /** The financial year's first year ('2024' for FY 2024-25), or '' when not known. */
    directorKycYear: string;
    maharashtraPtMonthly: boolean;
  };

/** The questions asked only in some cases, and when: their answers are sent only then (else none). */
export const IS_ASKED = {
  /** Board meetings at most 120 days apart bind a company that is not small (s. 173(1)). */
  lastBoardMeetingOn: (draft: Draft) => draft.companyKind === 'private',
  /** An OPC holds no AGM. */
  agmHeldOn: (draft: Draft) => draft.companyKind !== 'opc',
  /** Maharashtra's employers return monthly or yearly by last year's tax. */
  maharashtraPtMonthly: (draft: Draft) => draft.state === 'MH' && draft.employees,
} satisfies Partial<Record<keyof Draft, (draft: Draft) => boolean>>;

const optionalDates = (read: (key: OptionalDate) => string | null) =>
  Object.fromEntries(OPTIONAL_DATES.map((key) => [key, read(key)])) as Record<OptionalDate, string | null>;

export const draftOf = (profile: CompanyProfile | null, today: string): Draft => ({
  companyKind: 'private',
  incorporatedOn: today,
  state: 'KA',
  gstScheme: 'monthly',
  gstTurnoverOver5Crore: false,
  employees: false,
  pf: false,
  esi: false,
  taxAudit: false,
  msmeDues: false,
  ...profile,
  ...(optionalDates((key) => profile?.[key] ?? '') as Record<OptionalDate, string>),
  directorKycYear: profile?.directorKycYear?.toString() ?? '',
  maharashtraPtMonthly: profile?.maharashtraPtMonthly ?? false,
});

/** The draft as core's answers read it: what is not known, or not asked, is none. */
export const answersOf = (draft: Draft) => ({
  ...draft,
  ...optionalDates((key) => draft[key] || null),
  lastBoardMeetingOn: (IS_ASKED.lastBoardMeetingOn(draft) && draft.lastBoardMeetingOn) || null,
  agmHeldOn: (IS_ASKED.agmHeldOn(draft) && draft.agmHeldOn) || null,
  directorKycYear: draft.directorKycYear === '' ? null : Number(draft.directorKycYear),
  maharashtraPtMonthly: IS_ASKED.maharashtraPtMonthly(draft) ? draft.maharashtraPtMonthly : null,
});

/**
 * The financial years (April–March, the law's whatever the company's setting: ADR 0074) the directors' last KYC may have
 * been for, the latest first: from this one back to the first.
 */
export function kycYears(today: string): number[] {
  const current = financialYearOf(today, 4);
  return Array.from({ length: current - FIRST_KYC_YEAR + 1 }, (_, index) => current - index);
}
