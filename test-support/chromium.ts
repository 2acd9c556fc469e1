/** Debian's chromium, as the e2e suite and the benchmarks launch it: never a browser a test tool downloads. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * The e2e journeys' browser: Debian's build of the same Chromium as its headless shell (package
 * chromium-headless-shell), the browser playwright itself drives headless. It draws the same pages with the same
 * engine for about a quarter less CPU than the full browser in its new headless mode (ADR 0076). The benchmarks keep
 * the full browser: they measure what a person's browser does.
 */
export const E2E_CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
