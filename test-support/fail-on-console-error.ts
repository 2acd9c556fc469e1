import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

let consoleError: MockInstance<typeof console.error> | undefined;

/** The console.error calls of this test so far (a test that expects one takes it, and it does not fail). */
export function takeConsoleErrors(): unknown[][] {
  const calls = [...(consoleError?.mock.calls ?? [])];
  consoleError?.mockClear();
  return calls;
}

// A stray console.error in a test fails it (STYLE.md: fail loudly). The spy is made anew for every test.
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  const calls = takeConsoleErrors();
  consoleError?.mockRestore();
  if (calls.length > 0) throw new Error(`console.error was called:\n${calls.map((args) => args.join(' ')).join('\n')}`);
});
