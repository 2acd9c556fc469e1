/** The page's language (set from the user's preference), for number and date formats. */
const locale = () => document.documentElement.lang || 'en';

/** A whole-dollar amount with thousands separators: '$12,500' in English. */
export const formatUsd = (amount: number) =>
  new Intl.NumberFormat(locale(), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);

export const formatDate = (iso: string) => new Intl.DateTimeFormat(locale(), { dateStyle: 'medium' }).format(new Date(iso));

/** A moment with its date and time: 'Nov 20, 2026, 12:00 PM' in English. */
export const formatDateTime = (iso: string) => new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
