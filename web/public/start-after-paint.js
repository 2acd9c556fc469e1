/*
 * Starts a page the server drew once it has been painted (ADR 0041). The server names the app's entry in this
 * script's `data-entry`, and the modules the page will load in `data-preload` (server/src/http/web-app.ts): a frame
 * is asked for; after it, the work is done in small steps, each in a task of its own, so that no task holds the page
 * long (ADR 0043): the modules are asked for a few at a time (each `<link>` starts a request: 0.3–1 ms apiece,
 * 60–70 of them a page); each Intl service the app formats with is started, once a worker has loaded their data
 * (warm-intl.js: the first use of each loads the language's data, 15–50 ms in one task on the page's thread, ADR 0129);
 * then the entry is run.
 */
const PRELOADS_PER_TASK = 2;
/** How long the page waits for the worker's answer at most (a browser without workers goes on at once). */
const WARM_INTL_MS = 2000;
const start = document.querySelector('script[data-entry]');
if (start) {
  const { lang } = document.documentElement;
  const preloads = start.dataset.preload.split(' ').filter(Boolean);
  const intlWarmed = new Promise((resolve) => {
    setTimeout(resolve, WARM_INTL_MS);
    try {
      const worker = new Worker('/warm-intl.js');
      worker.onmessage = worker.onerror = () => {
        worker.terminate();
        resolve();
      };
      worker.postMessage(lang);
    } catch {
      resolve();
    }
  });
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
    () => intlWarmed,
    () => new Intl.NumberFormat(lang).format(0),
    () => new Intl.DateTimeFormat(lang).resolvedOptions(),
    () => new Intl.PluralRules(lang).select(0),
    () => void import(start.dataset.entry),
  );
  // A message posted to itself runs in the next task, without the 4 ms that nested timers wait.
  const channel = new MessageChannel();
  channel.port1.onmessage = async () => {
    await steps.shift()();
    if (steps.length > 0) channel.port2.postMessage(null);
  };
  requestAnimationFrame(() => setTimeout(() => channel.port2.postMessage(null)));
}
