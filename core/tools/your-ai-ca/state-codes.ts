/*
 * India's states and union territories by code, as the company's 'state' answer keeps them (ADR 0079): the state picks
 * its professional tax and, for the quarterly GST scheme, GSTR-3B's day. The two groups are Notification 82/2020–Central
 * Tax's (rule 61 of the CGST Rules): the first files the quarterly GSTR-3B by the 22nd, the second by the 24th. Their
 * names are in indian-states.ts, for the page alone.
 */

/** GSTR-3B by the 22nd of the month after the quarter. */
const BY_THE_22ND = ['AN', 'AP', 'CG', 'DH', 'GA', 'GJ', 'KA', 'KL', 'LD', 'MH', 'MP', 'PY', 'TN', 'TS'] as const;

/** GSTR-3B by the 24th of the month after the quarter. */
const BY_THE_24TH = [
  'AR',
  'AS',
  'BR',
  'CH',
  'DL',
  'HP',
  'HR',
  'JH',
  'JK',
  'LA',
  'MN',
  'ML',
  'MZ',
  'NL',
  'OD',
  'PB',
  'RJ',
  'SK',
  'TR',
  'UK',
  'UP',
  'WB',
] as const;

export const STATE_CODES = [...BY_THE_22ND, ...BY_THE_24TH] as const;
export type StateCode = (typeof STATE_CODES)[number];

/** The day of the month after a quarter the quarterly GSTR-3B is due in a state. */
export const quarterlyGstr3bDay = (state: StateCode): 22 | 24 =>
  (BY_THE_22ND as readonly StateCode[]).includes(state) ? 22 : 24;
