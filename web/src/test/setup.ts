import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fakeApi, installFakeFetch } from './fake-api';

installFakeFetch();

// Route modules load lazily; the first test of a file may wait for several of them on a busy machine.
configure({ asyncUtilTimeout: 3000 });

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

afterEach(() => {
  cleanup();
  fakeApi({});
});
