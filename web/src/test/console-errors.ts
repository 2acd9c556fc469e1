/** The console errors a test expects, taken so that the suite's fail-on-console-error check passes. */
export { takeConsoleErrors } from '../../../test-support/fail-on-console-error';
