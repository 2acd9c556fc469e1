/** How often a filing comes back: the calendar's rules and the user's own filings alike. */
export const RECURRENCES = ['monthly', 'quarterly', 'half-yearly', 'yearly', 'once'] as const;
export type Recurrence = (typeof RECURRENCES)[number];

/** Months from one period to the next; a one-off filing has no next. */
export const RECURRENCE_MONTHS: Record<Recurrence, number> = {
  monthly: 1,
  quarterly: 3,
  'half-yearly': 6,
  yearly: 12,
  once: 0,
};
