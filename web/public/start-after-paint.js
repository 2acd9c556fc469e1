/*
 * Starts a page the server drew once it has been painted (ADR 0041). The server names the app's entry in this
 * script's `data-entry`, and the modules the page will load in `data-preload` (server/src/http/web-app.ts): a frame
 * is asked for; after it, the work is done in small steps, each in a task of its own, so that no task holds the page
 * long (ADR 0043): the modules are asked for a few at a time (each `<link>` starts a request: 0.3–1 ms apiece,
 * 60–70 of them a page); each Intl service the app formats with is started (the first use of each loads the
 * language's data: 10–20 ms, which would otherwise fall in the entry's own task); then the entry is run.
 */
const PRELOADS_PER_TASK = 2;
const start = document.querySelector('script[data-entry]');
if (start) {
  const { lang } = document.documentElement;
  const preloads = start.dataset.preload.split(' ').filter(Boolean);
  const steps = [];
  for (let from = 0; from < preloads.length; from += PRELOADS_PER_TASK) {
    steps.push(() => {
      for (const href of preloads.slice(from, from + PRELOADS_PER_TASK)) {
        document.head.append(
          Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }),
        );
      }
    });
  }
  steps.push(
    () => new Intl.NumberFormat(lang).format(0),
    () => new Intl.DateTimeFormat(lang).resolvedOptions(),
    () => new Intl.PluralRules(lang).select(0),
    () => void import(start.dataset.entry),
  );
  // A message posted to itself runs in the next task, without the 4 ms that nested timers wait.
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    steps.shift()();
    if (steps.length > 0) channel.port2.postMessage(null);
  };
  requestAnimationFrame(() => setTimeout(() => channel.port2.postMessage(null)));
}
