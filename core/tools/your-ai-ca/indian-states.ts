/*
 * India's states and union territories, as the company's 'state' answer names them (ADR 0079): the state picks its
 * professional tax and, for the quarterly GST scheme, GSTR-3B's day. The two groups are Notification 82/2020–Central
 * Tax's (rule 61 of the CGST Rules): the first files the quarterly GSTR-3B by the 22nd, the second by the 24th.
 * Names are proper names, written as the notification and the states write them.
 */

/** GSTR-3B by the 22nd of the month after the quarter. */
const BY_THE_22ND = {
  AN: 'Andaman and Nicobar Islands',
  AP: 'Andhra Pradesh',
  CG: 'Chhattisgarh',
  DH: 'Dadra and Nagar Haveli and Daman and Diu',
  GA: 'Goa',
  GJ: 'Gujarat',
  KA: 'Karnataka',
  KL: 'Kerala',
  LD: 'Lakshadweep',
  MH: 'Maharashtra',
  MP: 'Madhya Pradesh',
  PY: 'Puducherry',
  TN: 'Tamil Nadu',
  TS: 'Telangana',
} as const;

/** GSTR-3B by the 24th of the month after the quarter. */
const BY_THE_24TH = {
  AR: 'Arunachal Pradesh',
  AS: 'Assam',
  BR: 'Bihar',
  CH: 'Chandigarh',
  DL: 'Delhi',
  HP: 'Himachal Pradesh',
  HR: 'Haryana',
  JH: 'Jharkhand',
  JK: 'Jammu and Kashmir',
  LA: 'Ladakh',
  MN: 'Manipur',
  ML: 'Meghalaya',
  MZ: 'Mizoram',
  NL: 'Nagaland',
  OD: 'Odisha',
  PB: 'Punjab',
  RJ: 'Rajasthan',
  SK: 'Sikkim',
  TR: 'Tripura',
  UK: 'Uttarakhand',
  UP: 'Uttar Pradesh',
  WB: 'West Bengal',
} as const;

export const INDIAN_STATES = { ...BY_THE_22ND, ...BY_THE_24TH } as const;
export type StateCode = keyof typeof INDIAN_STATES;

/** Every state and union territory, by name. */
export const STATE_CODES = (Object.keys(INDIAN_STATES) as StateCode[]).sort((a, b) =>
  INDIAN_STATES[a].localeCompare(INDIAN_STATES[b], 'en'),
) as [StateCode, ...StateCode[]];

/** The day of the month after a quarter the quarterly GSTR-3B is due in a state. */
export const quarterlyGstr3bDay = (state: StateCode): 22 | 24 => (state in BY_THE_22ND ? 22 : 24);
