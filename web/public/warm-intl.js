/*
 * Loads the data Intl formats with (ICU's, which the whole browser process shares) off the page's thread: started by
 * start-after-paint.js with the page's language, it answers once the number, date and plural services of that
 * language have been used once. Done on the page's thread, the first of them takes 15–50 ms in one task (ADR 0129).
 */
self.onmessage = ({ data: lang }) => {
  new Intl.NumberFormat(lang).format(0);
  new Intl.DateTimeFormat(lang).format(0);
  new Intl.PluralRules(lang).select(0);
  self.postMessage(null);
};
