import type { CompanyProfile } from './company-profile';

/*
 * Companies the calendar's tests answer for (ADR 0079), one answer set each, so every test reads the same company by
 * the same name.
 */

/** A small company in Karnataka on the quarterly GST scheme, with employees on PF and ESI, owing an MSME supplier. */
export const KARNATAKA_STARTUP: CompanyProfile = {
  companyKind: 'small',
  incorporatedOn: '2026-07-15',
  state: 'KA',
  gstScheme: 'quarterly',
  gstTurnoverOver5Crore: false,
  employees: true,
  pf: true,
  esi: true,
  taxAudit: false,
  msmeDues: true,
  auditorAppointedOn: null,
  directorDetailsChangedOn: '2026-11-20',
  directorKycYear: null,
  lastBoardMeetingOn: null,
  agmHeldOn: null,
  maharashtraPtMonthly: null,
};

/** A private limited company in Delhi on monthly GST, with no employees, incorporated in 2019: no event is ahead of it. */
export const DELHI_PRIVATE: CompanyProfile = {
  companyKind: 'private',
  incorporatedOn: '2019-05-01',
  state: 'DL',
  gstScheme: 'monthly',
  gstTurnoverOver5Crore: false,
  employees: false,
  pf: false,
  esi: false,
  taxAudit: false,
  msmeDues: false,
  auditorAppointedOn: null,
  directorDetailsChangedOn: null,
  directorKycYear: null,
  lastBoardMeetingOn: null,
  agmHeldOn: null,
  maharashtraPtMonthly: null,
};

/** The answers added by ADR 0083, as a profile kept before them lacks them (each is then none). */
export const ANSWERS_ADDED_LATER = [
  'directorKycYear',
  'lastBoardMeetingOn',
  'agmHeldOn',
  'maharashtraPtMonthly',
] as const;

/** A profile as it was kept before ADR 0083's answers: without them. */
export function keptBeforeLaterAnswers(profile: CompanyProfile): Partial<CompanyProfile> {
  const kept: Partial<CompanyProfile> = { ...profile };
  for (const key of ANSWERS_ADDED_LATER) delete kept[key];
  return kept;
}
