import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startStack, type Stack } from './stack';

type StackOptions = Parameters<typeof startStack>[0];

/**
 * One stack for the test file: started before its tests (with options, or options made then), stopped
 * after; after each test, any console error or failed page script in the browser fails it.
 * Returns a getter: the stack exists only once started.
 */
export function useStack(options: StackOptions | (() => Promise<StackOptions>) = {}): () => Stack {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startStack(typeof options === 'function' ? await options() : options);
  });
  afterAll(() => stack?.stop());
  afterEach(() => {
    expect(stack?.consoleErrors.splice(0), 'console errors in the browser').toEqual([]);
  });
  return () => {
    if (!stack) throw new Error('The stack has not started');
    return stack;
  };
}

/**
 * Waits until the browser has logged exactly `errors` (a page logs once the app has taken it over, which may be
 * after it is seen: ADR 0038), and takes them, so that they do not fail the test.
 */
export async function takeConsoleErrors(stack: Stack, errors: string[]) {
  await expect.poll(() => [...stack.consoleErrors]).toEqual(errors);
  stack.consoleErrors.splice(0);
}
