import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectSecurityHeaders } from '../server/src/testing/expect-security-headers';
import { paths } from '../web/src/config/paths';
import { signUpAndConfirm } from './support/accounts';
import { useStack } from './support/use-stack';

const stack = useStack();

/** Addresses of every route of the web app (a new route fails to compile here until it is listed). */
const PAGES = {
  home: [paths.home.getHref()],
  auth: [paths.auth.getHref()],
  login: [paths.login.getHref()],
  forgotPassword: [paths.forgotPassword.getHref()],
  unsubscribe: [`${paths.unsubscribe.getHref()}?token=abc.def`],
  resetPassword: [paths.resetPassword.getHref(), `${paths.resetPassword.getHref()}?error=INVALID_TOKEN`],
  expiredLink: [paths.expiredLink.getHref()],
  assessmentInvite: [paths.assessmentInvite.getHref('A'.repeat(43))],
  pulse: [paths.pulse.getHref('A'.repeat(43))],
  dashboard: [paths.dashboard.getHref()],
  profile: [paths.profile.getHref()],
  preferences: [paths.preferences.getHref()],
  ideaGarage: [paths.ideaGarage.getHref()],
  idea: [paths.idea.getHref('00000000-0000-4000-8000-000000000000')],
  tool: [paths.tool.getHref('equity-split'), paths.tool.getHref('cofounder-fit')],
} satisfies Record<keyof typeof paths, string[]>;
const KNOWN_PAGE_HREFS = Object.values(PAGES).flat();
/** Unknown addresses get the app's not-found page (which logs a console error, so the browser test skips them). */
const PAGE_HREFS = [...KNOWN_PAGE_HREFS, '/tool/no-such-tool', '/no/such/page'];

it('puts the CSP and the security headers on every page of the built app, its files and the API', async () => {
  const { baseUrl } = stack();
  // The files of both pages: the light landing (/ for a visitor) and the app (any other page).
  const pages = await Promise.all(['/', '/auth'].map(async (path) => (await fetch(`${baseUrl}${path}`)).text()));
  // A page the server drew names its scripts to the one that starts it after its first paint (ADR 0041).
  const named = (html: string) =>
    [...html.matchAll(/(?:src|href|data-entry|data-preload)="(\/[^"]+)"/g)].flatMap(([, list]) => list!.split(' '));
  const files = [...new Set(pages.flatMap(named))];
  expect(files.some((file) => /^\/assets\/landing-.+\.js$/.test(file))).toBe(true);
  expect(files.some((file) => /^\/assets\/index-.+\.js$/.test(file))).toBe(true);

  for (const href of PAGE_HREFS) {
    const response = await fetch(`${baseUrl}${href}`, { redirect: 'manual' });
    expect([href, response.status, response.headers.get('content-type')]).toEqual([
      href,
      200,
      'text/html; charset=UTF-8',
    ]);
    expectSecurityHeaders(response.headers, href);
  }
  for (const path of [...files, '/api/health', '/api/ideas', '/api/auth/get-session', '/api/nothing-here']) {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status, path).toBeLessThan(500);
    expectSecurityHeaders(response.headers, path);
  }
});

// One test a page, on one signed-in browser that reports each violation of the policy.
describe('runs every page under that CSP without a violation, signed in', () => {
  let page: Page;
  const violations: { directive: string; blocked: string; page: string }[] = [];
  beforeAll(async () => {
    page = await stack().newPage();
    await page.exposeFunction('reportCspViolation', (violation: (typeof violations)[number]) =>
      violations.push(violation),
    );
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (violation: unknown) => void }).reportCspViolation;
        report({ directive: event.effectiveDirective, blocked: event.blockedURI, page: location.pathname });
      });
    });
    await signUpAndConfirm(stack(), page, { email: 'csp@example.com', name: 'Carla Policy' });
  });

  it.each(KNOWN_PAGE_HREFS)('%s', async (href) => {
    await page.goto(href, { waitUntil: 'networkidle' });
    await page.locator('#root > *').first().waitFor();
    expect(violations.splice(0)).toEqual([]);
  });
});
