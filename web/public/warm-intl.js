/*
 * Loads the data Intl formats with (ICU's, which the whole browser process shares) off the page's thread: started by
 * start-after-paint.js with the page's language, it answers once the number, date, plural and list services of that
 * language have been used once — and, for English, India's English (amounts in lakhs and crores, days written
 * day-first: core/tools/money-locale.ts, company-dates.ts), with Canadian English's dates (how the app writes
 * year-month-day: core/dates/iso-date.ts). Done on the page's thread, the first of them takes 15–50 ms in one task
 * (ADR 0129).
 */
self.onmessage = ({ data: lang }) => {
  new Intl.NumberFormat(lang).format(0);
  new Intl.DateTimeFormat(lang).format(0);
  new Intl.PluralRules(lang).select(0);
  new Intl.ListFormat(lang).format([]);
  if (lang.split('-')[0].toLowerCase() === 'en') {
    new Intl.NumberFormat('en-IN').format(0);
    new Intl.DateTimeFormat('en-IN').format(0);
  }
  new Intl.DateTimeFormat('en-CA').format(0);
  self.postMessage(null);
};
