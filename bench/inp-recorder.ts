import type { Page } from 'playwright-core';

/**
 * bench/inp's eyes in the page: the Event Timing API (every event entry of an interaction that took ≥ 16 ms, the
 * API's smallest threshold) and the Long Animation Frames API (every frame that took > 50 ms, whatever caused it:
 * a page of cards arriving is no interaction, yet it blocks the next one). With `__inpSettled`, the wait for a quiet
 * page. A string, not a function: tsx would wrap named arrows in a helper that the page does not have.
 */
export const RECORD_INTERACTIONS = `(() => {
  const events = [];
  const frames = [];
  window.__inp = { events, frames };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) events.push({ id: entry.interactionId, name: entry.name, start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) frames.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'long-animation-frame', buffered: true });
  window.__inpSettled = (quiet) =>
    new Promise((resolve, reject) => {
      let timer = 0;
      const giveUp = setTimeout(() => {
        observer.disconnect();
        clearTimeout(timer);
        reject(new Error('the page was still changing after 60 s'));
      }, 60000);
      const check = () => {
        if (document.querySelector('[aria-busy="true"]')) {
          timer = setTimeout(check, quiet);
          return;
        }
        observer.disconnect();
        clearTimeout(giveUp);
        resolve();
      };
      const observer = new MutationObserver(() => {
        clearTimeout(timer);
        timer = setTimeout(check, quiet);
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      timer = setTimeout(check, quiet);
    });
})();`;

type Recorded = {
  events: { id: number; name: string; start: number; duration: number }[];
  frames: { start: number; duration: number }[];
};

/** What one measured step left: each interaction's duration (the longest of its events), and the longest frame. */
export type Step = { interactions: number[]; expected: number; longestFrameMs: number };

/**
 * Runs `act` (real input through the browser: key presses, clicks, wheel) and `settle`, then waits two frames and
 * a moment more, since an event's entry is only reported once the frame it led to was presented.
 * `expected`: how many interactions `act` makes (those under 16 ms leave no entry).
 */
export async function recordStep(
  page: Page,
  expected: number,
  act: () => Promise<void>,
  settle: () => Promise<void>,
): Promise<Step> {
  const from = await page.evaluate(() => performance.now());
  await act();
  await settle();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150)))),
  );
  const { events, frames } = await page.evaluate(() => (window as unknown as { __inp: Recorded }).__inp);
  const byInteraction = new Map<number, number>();
  for (const event of events.filter((entry) => entry.start >= from))
    byInteraction.set(event.id, Math.max(byInteraction.get(event.id) ?? 0, event.duration));
  return {
    interactions: [...byInteraction.values()],
    expected,
    longestFrameMs: Math.max(0, ...frames.filter((frame) => frame.start >= from).map((frame) => frame.duration)),
  };
}

/**
 * Resolves once nothing in the document has changed for `quietMs` and no skeleton is showing: the debounced filter
 * has been sent, answered and rendered.
 */
export async function settled(page: Page, quietMs = 600): Promise<void> {
  await page.evaluate(
    (quiet) => (window as unknown as { __inpSettled: (quiet: number) => Promise<void> }).__inpSettled(quiet),
    quietMs,
  );
}

/**
 * The page's own measure of typing in `selector`: from each key's event to the first animation frame after the
 * element's DOM changed for it (the text is in the document and a frame is being drawn), recorded from here until
 * `keysToFrame` reads it. A second view beside Event Timing: on the idea page, headless Chromium reports keys
 * seconds long while frames run every 16 ms and each key's text is in the DOM within one of them.
 */
export async function watchKeysToFrame(page: Page, selector: string): Promise<void> {
  await page.evaluate(`(() => {
    const element = document.querySelector(${JSON.stringify(selector)});
    const watch = { latencies: [], pending: [] };
    window.__keysToFrame = watch;
    element.addEventListener('keydown', (event) => watch.pending.push(event.timeStamp), { capture: true });
    new MutationObserver(() => {
      const starts = watch.pending.splice(0);
      // (performance.now(), not the frame's own time: a frame begun before the key was handled still shows it.)
      if (starts.length > 0) requestAnimationFrame(() => watch.latencies.push(...starts.map((start) => performance.now() - start)));
    }).observe(element, { subtree: true, childList: true, characterData: true });
  })()`);
}

/** The latencies `watchKeysToFrame` recorded, in ms. */
export const keysToFrame = (page: Page): Promise<number[]> => page.evaluate('window.__keysToFrame.latencies');
