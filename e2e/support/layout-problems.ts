import type { Page } from 'playwright-core';

/**
 * The window's size, as Playwright set it (a phone's page wider than the phone is zoomed out to fit, which widens its
 * `innerWidth`), and whether it is a phone's: then its primary buttons and open dialogs are checked too.
 */
type Checks = { width: number; height: number; isPhone: boolean };

/**
 * What does not fit the window, as messages naming the elements (run in the page, so self-contained):
 * - the innermost elements reaching past the window's left or right edge that draw something there (text, a
 *   background, a border, a shadow, or an element with no children), unless a box of their own that fits the window
 *   scrolls or clips them (a table scrolling in its own box is fine; a page scrolling sideways is not);
 * - buttons, links, labels and headings whose text is wider than they are (German runs ~30 % longer than English);
 * - on a phone, each primary button (the Button component's primary look, `data-variant="primary"`: a page's main
 *   actions) smaller than 44 × 44 px, and each open dialog not wholly in the window.
 */
function problemsInWindow({ width, height, isPhone }: Checks): string[] {
  const named = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  const problems: string[] = [];
  const past = [...document.querySelectorAll('body *')].filter((element) => {
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || (box.right <= width + 1 && box.left >= -1)) return false;
    // What is not seen (a native input under its drawn look) is not in the way; nor a box that draws nothing of its
    // own round children that fit (Sonner's list of toasts is the window's width from 16 px, its toasts inside it).
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const look = getComputedStyle(element);
    const drawsItself =
      element.children.length === 0 ||
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) ||
      look.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
      look.backgroundImage !== 'none' ||
      look.boxShadow !== 'none' ||
      parseFloat(look.borderLeftWidth) > 0 ||
      parseFloat(look.borderRightWidth) > 0;
    if (!drawsItself) return false;
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      const inside = box.getBoundingClientRect();
      if (getComputedStyle(box).overflowX !== 'visible' && inside.right <= width + 1 && inside.left >= -1) return false;
    }
    return true;
  });
  const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
  if (innermost.length > 0 || document.documentElement.scrollWidth > width) {
    problems.push(
      `page ${document.documentElement.scrollWidth}px wide in ${width}px: ${innermost
        .slice(0, 3)
        .map((element) => {
          const box = element.getBoundingClientRect();
          return `${named(element)} ${Math.round(box.left)}–${Math.round(box.right)}px`;
        })
        .join(', ')}`,
    );
  }
  for (const control of document.querySelectorAll<HTMLElement>('button, a, label, h1, h2')) {
    const visible = control.offsetParent !== null && !control.closest('.sr-only');
    if (visible && control.scrollWidth > control.clientWidth + 1 && getComputedStyle(control).overflow !== 'hidden') {
      problems.push(`${named(control)} ${control.scrollWidth}px in ${control.clientWidth}px`);
    }
  }
  if (!isPhone) return problems;
  for (const button of document.querySelectorAll('[data-variant="primary"]')) {
    const box = button.getBoundingClientRect();
    if (box.width > 0 && (box.width < 44 || box.height < 44)) {
      problems.push(`primary ${named(button)} ${Math.round(box.width)}×${Math.round(box.height)}px, under 44×44`);
    }
  }
  for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
    const box = dialog.getBoundingClientRect();
    if (box.width > 0 && (box.left < 0 || box.top < 0 || box.right > width || box.bottom > height)) {
      problems.push(
        `dialog ${named(dialog)} at ${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)} in ${width}×${height}`,
      );
    }
  }
  return problems;
}

/** What does not fit the page at this width (problemsInWindow), the window made that wide (900 px high). */
export async function overflowAt(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 900 });
  return page.evaluate(problemsInWindow, { width, height: 900, isPhone: false });
}

/** What does not fit the phone's window the page is in, with its primary buttons and open dialogs (problemsInWindow). */
export const phoneProblems = (page: Page) =>
  page.evaluate(problemsInWindow, { ...page.viewportSize()!, isPhone: true });
