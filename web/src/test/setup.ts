import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { toast } from '@/lib/toast';
import { fakeApi, installFakeFetch, takeUnexpectedRequests } from './fake-api';

installFakeFetch();

// How long a test waits for what a person would see. Route modules load lazily, and two test files run at once on
// two cores (ADR 0064): a whole page drawn in the test DOM can take seconds on a busy machine. A wait ends as soon as
// its element is there; this is only how long a page that never shows it is given.
configure({ asyncUtilTimeout: 10_000 });

// The test DOM has no matchMedia; the toaster asks it for the colour scheme. Answer "light".
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

// Nor ResizeObserver, which Radix uses to size some controls; nothing here needs real measurements.
globalThis.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// happy-dom has no print(): a test that prints spies on this one.
window.print = () => undefined;

// A request the test's table does not answer fails the test, named, even when the page shrugged its failure off: the
// page asked for something the test did not expect (a wrong path, a needless or repeated request). What the page sends
// as it goes (a change still waiting for Auto save's pause) leaves a tick after it is gone: it is this test's too.
// A toast still waiting for its toaster when the test ends is the test's own: the next test starts without it.
afterEach(async () => {
  cleanup();
  toast.dismiss();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const unexpected = takeUnexpectedRequests();
  fakeApi({});
  expect(unexpected, 'requests the fake API was not told to answer').toEqual([]);
});
