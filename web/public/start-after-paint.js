/*
 * Starts a page the server drew once it has been painted (ADR 0041). The server names the app's entry in this
 * script's `data-entry`, and the modules the page will load in `data-preload` (server/src/http/web-app.ts): a frame
 * is asked for, and in the task after it — the page painted — the modules are asked for all at once, and the entry
 * is run.
 */
const start = document.querySelector('script[data-entry]');
if (start) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of start.dataset.preload.split(' ').filter(Boolean)) {
        document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
      }
      void import(start.dataset.entry);
    }),
  );
}
