import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { useStack } from './support/use-stack';

const stack = useStack();

/** Whether the page the server drew is still waiting for the app to take it over (ADR 0090). */
const isWaiting = (page: Page) => page.evaluate(() => document.querySelector('#root[data-hydrating]') !== null);

type Point = { x: number; y: number };
/** Where the person taps, as the page had drawn them at its first contentful paint. */
type Targets = { drawn: boolean; field: Point | null; button: Point | null };
/**
 * When the page painted first; when the browser took the tap on the field and the tap on the button (a mouse event's
 * time stamp is when the browser received it); when the page handled the typing (an input event's is when the page
 * made it: later while the page is busy).
 */
type Timings = { paint: number; fieldTap: number; typed: number; buttonTap: number };

/**
 * Runs in the page before anything of it: as the first frame of the drawn page starts it tells the test where the first
 * Name field and 'Add Founder' are (so the test taps at once, without asking the page), and notes the first contentful
 * paint and the time stamps of what the person does (on the window, before the page's own hold on early input).
 */
function watchFirstPaint() {
  const timings: Partial<Timings> = {};
  (window as unknown as { earlyTimings: Partial<Timings> }).earlyTimings = timings;
  window.addEventListener('input', (event) => (timings.typed ??= event.timeStamp), true);
  window.addEventListener(
    'mousedown',
    (event) => {
      const onButton = event.target instanceof Element && event.target.closest('button') !== null;
      timings[onButton ? 'buttonTap' : 'fieldTap'] ??= event.timeStamp;
    },
    true,
  );
  // Only what is in the window can be tapped without scrolling first.
  const centre = (element: Element | null | undefined) => {
    const box = element?.getBoundingClientRect();
    if (!box || box.bottom > window.innerHeight) return null;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  new PerformanceObserver((list) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (paint) timings.paint = paint.startTime;
  }).observe({ type: 'paint', buffered: true });
  // The drawn page is parsed (its script is held back): the frame that paints it first is the next one. Its targets are
  // told as that frame starts, so that the person's taps arrive as it shows, not a notification's round trip after.
  // ('interactive': parsed; DOMContentLoaded waits for the module script held back.)
  document.addEventListener('readystatechange', () =>
    document.readyState !== 'interactive'
      ? undefined
      : requestAnimationFrame(() => {
          const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Add Founder');
          const field = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'Name')?.control;
          const drawn = document.querySelector('#root[data-hydrating]') !== null;
          const targets: Targets = { drawn, field: centre(field), button: centre(button) };
          (window as unknown as { painted: (payload: string) => void }).painted(JSON.stringify(targets));
        }),
  );
}

it('keeps a click and typing made within 50 ms of the first paint, before the script has started, and does both once the app is live (ADR 0090)', async () => {
  // No service worker: a page it controls is fetched past the test's hold on the script (Playwright's routes).
  // A window tall enough to show 'Add Founder' without scrolling.
  const page = await stack().newPage({ serviceWorkers: 'block', viewport: { width: 1280, height: 1000 } });
  await signUpAndConfirm(stack(), page, { email: 'early@example.com', name: 'Esha Early' });
  // A phone's CPU (Lighthouse's 4× slowdown): the drawn page waits for its script the longer.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  // The page's script is held back until the person has acted, so that they act before it has started, however fast
  // this machine is today (a person on a slow phone meets the same page for a second or two).
  let startScript = () => {};
  const scriptMayStart = new Promise<void>((resolve) => (startScript = resolve));
  await page.route('**/start-after-paint.js', async (route) => {
    await scriptMayStart;
    await route.continue();
  });
  // The page says where the targets are through a binding of the test's own DevTools session, and the taps and the
  // typing go out the moment it does, each command sent without waiting for the one before (the browser takes them in
  // order): a triple tap on the first Name field (selecting its 'Founder 1'), 'Asha' typed, a tap on 'Add Founder'.
  // Playwright's own bindings and its checks before an action take longer than the 50 ms.
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: 'painted' });
  let painted: (payload: string) => void = () => {};
  cdp.on('Runtime.bindingCalled', ({ name, payload }) => name === 'painted' && painted(payload));
  const tap = (at: Point | null, clickCount: number) =>
    at
      ? (['mousePressed', 'mouseReleased'] as const).map((type) =>
          cdp.send('Input.dispatchMouseEvent', { type, ...at, button: 'left', clickCount }),
        )
      : [];
  await page.addInitScript(watchFirstPaint);

  /** Opens the page and acts at its first paint; what the page noted of it. */
  const actAtFirstPaint = async () => {
    const acted = new Promise<Targets>((resolve, reject) => {
      painted = (payload) => {
        const targets = JSON.parse(payload) as Targets;
        const input = [
          ...tap(targets.field, 3),
          cdp.send('Input.insertText', { text: 'Asha' }),
          ...tap(targets.button, 1),
        ];
        Promise.all(input).then(() => resolve(targets), reject);
      };
    });
    // The frame's own goto: the stack's waits for the app, and a person does not.
    await page.mainFrame().goto(`${stack().baseUrl}/tool/equity-split`, { waitUntil: 'commit' });
    const { drawn, field, button } = await acted;
    // The server gives a page it cannot draw within its deadline to the browser (page-renderer.ts): not this test's.
    expect(drawn, 'the first paint is of the page the server drew').toBe(true);
    expect(field, 'a Name field at the first paint').not.toBeNull();
    expect(button, "'Add Founder' in view at the first paint").not.toBeNull();
    // Both were done while the page still waited for the app: nothing of React's answered them then.
    expect(await isWaiting(page)).toBe(true);
    return page.evaluate(() => (window as unknown as { earlyTimings: Timings }).earlyTimings);
  };

  // The typing is sent between the two taps, and the browser takes input in the order it comes: both taps within
  // 50 ms of the paint put the typing there too. When the machine made the test itself slower than that, the page is
  // opened anew: what is tested is the page's keeping of early input, not the test's pace. This file runs with no other
  // journey beside it (e2e/vitest.config.ts, ADR 0123): beside three, all eight tries were late once (66–505 ms); alone,
  // a first try on a cold browser was 213 ms late and the next on time (the tries take ~1 s each).
  const within = 50;
  const tries = 8;
  for (let attempt = 1; ; attempt += 1) {
    const timings = await actAtFirstPaint();
    const after = (at: number) => Math.round(at - timings.paint);
    console.log(
      `First contentful paint at ${Math.round(timings.paint)} ms; the browser took the tap on the field ` +
        `${after(timings.fieldTap)} ms after it and the tap on 'Add Founder' ${after(timings.buttonTap)} ms after it; ` +
        `the page handled the typing sent between them at ${after(timings.typed)} ms — all before its script had started.`,
    );
    const late = Math.max(after(timings.fieldTap), after(timings.buttonTap));
    if (late <= within) break;
    expect(attempt, `the test could not act within ${within} ms of the first paint in ${tries} tries`).toBeLessThan(
      tries,
    );
  }
  startScript();

  await page.waitForFunction(() => !document.querySelector('#root[data-hydrating]'));
  // The click was done again: a third founder; what was typed reached the app and outlived its next render.
  await expect.poll(() => page.getByLabel('Name', { exact: true }).count()).toBe(3);
  const names = page.getByLabel('Name', { exact: true });
  expect(await names.first().inputValue()).toBe('Asha');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await names.nth(1).fill('Ravi');
  await names.nth(2).fill('Meera');
  await page.getByRole('button', { name: 'Calculate Equity Split' }).click();
  await page.getByRole('region', { name: 'Vesting for Asha' }).waitFor();
  expect(stack().consoleErrors).toEqual([]);
});
