import { afterEach, vi } from 'vitest';

// A stray console.error in a test fails it (STYLE.md: fail loudly).
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called:\n${calls.map((args) => args.join(' ')).join('\n')}`);
});
