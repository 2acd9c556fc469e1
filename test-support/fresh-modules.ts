import { vi } from 'vitest';

// The web tests share their worker's modules between files (isolate: false, ADR 0086): the libraries' code is loaded
// once per worker. The app's own modules start afresh in each file, as a page load starts them: their state (a toast
// waiting for the toaster, a route module already loaded) is never another file's. Listed first in setupFiles.
vi.resetModules();
