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
};
