import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { sharedStack, startStack, type Stack } from './stack';

type StackOptions = Parameters<typeof startStack>[0];

/**
 * The worker's shared stack for the test file (its accounts must be its own: other files use the same server).
 * After each test, any console error or failed page script in the browser fails it. Returns a getter: the stack
 * exists only once started.
 */
export function useStack(): () => Stack {
  return stackFor(sharedStack);
}

/**
 * A stack of the file's own (with options, or options made then), started before its tests and stopped after: for
 * a file that needs a server configured its way, or changes what every account or visitor sees (community ideas).
 */
export function useOwnStack(options: StackOptions | (() => Promise<StackOptions>) = {}): () => Stack {
  return stackFor(async () => startStack(typeof options === 'function' ? await options() : options));
}

function stackFor(start: () => Promise<Stack>): () => Stack {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await start();
  });
  afterAll(() => stack?.stop());
  // A failed test prints where each of its browsers was (the page, its dialogs, its save status).
  beforeEach(({ onTestFailed }) =>
    onTestFailed(async () => {
      if (stack) console.error(`The browsers when the test failed:\n${await stack.describePages()}`);
    }),
  );
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
