import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { foldedSections } from './support/folded-sections';
import { useStack } from './support/use-stack';

const stack = useStack();

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Where `target` starts and ends in the window, in CSS pixels from its top. */
async function placeOf(target: Locator) {
  await target.waitFor();
  const box = await target.boundingBox();
  if (box === null) throw new Error('The element is not drawn');
  return { top: Math.round(box.y), bottom: Math.round(box.y + box.height) };
}

/** How far down the page `target` starts, in CSS pixels, wherever the page is scrolled to. */
const pageTopOf = (target: Locator) =>
  target.evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));

/** The window's bar of key figures, asked to hold `text` (a narrow window draws it once the page is live). */
const keyFiguresBar = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Key figures' }).filter({ hasText: text });

/**
 * Opens `path` signed in, at a desktop's size and at a phone's, and measures where the main result is drawn: on the
 * desktop within the first window, on the phone in the key-figures bar stuck to the window's bottom. The figures
 * measured are printed for the record (ADR 0071 quotes them).
 */
async function measure(
  path: string,
  email: string,
  desktopResult: (page: Page) => Locator,
  barText: string,
  prepare?: (page: Page) => Promise<void>,
) {
  const page = await stack().newPage({ bypassCSP: true, viewport: DESKTOP });
  await signUpAndConfirm(stack(), page, { email, name: 'Meera Iyer' });
  await page.goto(path);
  await prepare?.(page);
  const desktop = await placeOf(desktopResult(page));
  expect(desktop.top).toBeGreaterThan(0);
  expect(desktop.top).toBeLessThan(DESKTOP.height);

  // The same page turned into a phone's window (what is typed, the sample, stays), seen from its top.
  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.scrollTo(0, 0));
  const bar = await placeOf(keyFiguresBar(page, barText));
  expect(bar.top).toBeGreaterThan(0);
  expect(bar.bottom).toBeLessThanOrEqual(PHONE.height);

  // On the phone the input sections are folded behind their headings (ADR 0075): the results are that much nearer.
  const folded = foldedSections(page);
  expect(await folded.count()).toBeGreaterThan(0);
  const resultsFolded = await pageTopOf(desktopResult(page));
  while ((await folded.count()) > 0) await folded.first().click();
  const resultsOpen = await pageTopOf(desktopResult(page));
  expect(resultsFolded).toBeLessThan(resultsOpen);
  console.info(
    `${path}: main result at ${desktop.top} px (1280×800); key-figures bar at ${bar.top}–${bar.bottom} px (390×844); ` +
      `on the phone the result is ${resultsFolded} px down the page with the inputs folded, ${resultsOpen} px unfolded`,
  );
  await page.context().close();
}

describe('the main result is in the first window', () => {
  it('finance model: runway, break-even and cash', async () => {
    await measure(
      '/tool/finance-model-creator',
      'results-finance@example.com',
      (page) => page.locator('dt', { hasText: /^Runway$/ }),
      'Runway',
    );
  });

  it('ESOP planner: the pool used and the round', async () => {
    await measure(
      '/tool/esop-planner',
      'results-esop@example.com',
      (page) => page.getByRole('region', { name: 'Option pool', exact: true }).getByText('Pool used', { exact: true }),
      'Pool used',
    );
  });

  it('pricing simulator: the unit economics and the best price', async () => {
    await measure(
      '/tool/pricing-strategy-simulator',
      'results-pricing@example.com',
      (page) => page.getByRole('row', { name: /^Lifetime value \(LTV\)/ }),
      'Best price',
    );
  });

  it('term sheet translator: the payouts of the sample, after its 21 clauses', async () => {
    const trySample = async (page: Page) => {
      await page.getByRole('button', { name: 'Try a sample term sheet' }).click();
      await page.getByText('21 of 21 clauses found: 18 standard, 2 worth negotiating, 1 red flag.').waitFor();
    };
    await measure(
      '/tool/term-sheet-translator',
      'results-term-sheet@example.com',
      (page) => page.getByRole('table', { name: /Payouts to investors and common/ }),
      'Common at',
      trySample,
    );
  });
});
