import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/chromium';

/** bench/idea-page in the browser: cold loads of the idea page in Debian's chromium, with the marks each one left. */

export const LOADS = 5;
const LOAD_TIMEOUT_MS = 30_000;

const BROWSER_ARGS = [
  ...CHROMIUM_ARGS,
  // The seeded widgets and image properties point at YouTube, Pinterest and image hosts: those addresses fail
  // at once instead of waiting on the network (no request interception, which would slow every request).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export type ApiCall = { path: string; start: number; end: number };
export type Marks = {
  document: number;
  title: number;
  content: number;
  live: number;
  /** From the click on the main content to its editor being editable. */
  editorAfterClick: number;
  scripts: number;
  jsWire: number;
  jsDecoded: number;
  api: ApiCall[];
};

/** What WATCH_FOR_READY leaves on `window`. */
type Watched = { __ideaPageMarks?: { title?: number; content?: number; live?: number; editor?: number } };

/**
 * Runs in the page before its own scripts: notes (performance.now(), from the navigation's start) when the
 * 'Idea title' textbox and the main content (drawn by the server, ADR 0089) are first in the document and visible,
 * when the app has taken the page over (its root no longer `data-hydrating`, ADR 0090), and when the main content's
 * editor is there and editable (it loads when the content is reached for). Checked on every DOM change and every
 * frame, so a style that only later makes them visible is seen too. A string, not a function: tsx would wrap the
 * named arrows in a helper that the page does not have.
 */
const WATCH_FOR_READY = `(() => {
  const marks = {};
  window.__ideaPageMarks = marks;
  const visible = (element) => !!element && element.checkVisibility() && element.getBoundingClientRect().width > 0;
  const content = '[role="textbox"][aria-label="Content of Main Content"]';
  const check = () => {
    if (marks.title === undefined && visible(document.querySelector('input[aria-label="Idea title"]'))) marks.title = performance.now();
    if (marks.content === undefined && visible(document.querySelector(content))) marks.content = performance.now();
    const root = document.getElementById('root');
    if (marks.live === undefined && root && !root.hasAttribute('data-hydrating')) marks.live = performance.now();
    if (marks.editor === undefined && visible(document.querySelector('[contenteditable="true"][aria-label="Content of Main Content"]'))) marks.editor = performance.now();
    return marks.editor !== undefined;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['contenteditable', 'aria-label', 'class', 'style', 'hidden', 'data-hydrating'] });
  const frame = () => {
    if (!check()) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** One cold load (a new context: no cache, only the session cookie), its marks and the JS it fetched. */
async function loadOnce(browser: Browser, base: string, cookie: string, path: string): Promise<Marks> {
  // The session cookie as a header on every request: in production it is __Secure-…, which Chromium will not
  // take through addCookies for an http:// address (the server reads it all the same).
  const context = await browser.newContext({ baseURL: base, extraHTTPHeaders: { cookie } });
  try {
    await context.addInitScript({ content: WATCH_FOR_READY });
    const page = await context.newPage();
    page.setDefaultTimeout(LOAD_TIMEOUT_MS);
    const response = await page.goto(path, { waitUntil: 'commit' });
    if (response?.status() !== 200) throw new Error(`${path}: ${response?.status()}`);
    const marked = (mark: 'title' | 'content' | 'live' | 'editor') =>
      page.waitForFunction((name) => (window as Watched).__ideaPageMarks?.[name] !== undefined, mark, {
        timeout: LOAD_TIMEOUT_MS,
      });
    await Promise.all([marked('title'), marked('content'), marked('live')]);
    // Found again as a user (and the e2e suite) finds them: by role and accessible name. Then the content is reached
    // for, as a person starting to write does, and its editor loads.
    await page.getByRole('textbox', { name: 'Idea title', exact: true }).waitFor({ state: 'visible' });
    const content = page.getByRole('textbox', { name: 'Content of Main Content', exact: true });
    const clickedAt = await page.evaluate(() => performance.now());
    await content.click();
    await marked('editor');
    const editable = await content.getAttribute('contenteditable');
    if (editable !== 'true') throw new Error(`the main content's editor is not editable (contenteditable=${editable})`);
    // Every script the page fetches, including chunks loaded after the editor appeared.
    await page.waitForLoadState('networkidle');
    return await page.evaluate((clickedAt) => {
      const marks = (window as Watched).__ideaPageMarks!;
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      return {
        document: navigation.responseStart,
        title: marks.title!,
        content: marks.content!,
        live: marks.live!,
        editorAfterClick: marks.editor! - clickedAt,
        scripts: scripts.length,
        jsWire: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
        jsDecoded: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
        api: resources
          .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd })),
      };
    }, clickedAt);
  } finally {
    await context.close();
  }
}

/** One discarded load (the browser's own start), then LOADS cold loads. */
export async function browserLoads(
  base: string,
  cookie: string,
  path: string,
): Promise<{ version: string; loads: Marks[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BROWSER_ARGS });
  try {
    await loadOnce(browser, base, cookie, path);
    const loads: Marks[] = [];
    for (let i = 0; i < LOADS; i++) loads.push(await loadOnce(browser, base, cookie, path));
    return { version: browser.version(), loads };
  } finally {
    await browser.close();
  }
}
