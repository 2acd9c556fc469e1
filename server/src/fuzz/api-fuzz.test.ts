import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';
import { endpointKey, FUZZ_ENDPOINTS, mountedApiRoutes } from './fuzz-endpoints';
import { createFuzzFixture, type FuzzFixture } from './fuzz-fixture';
import { describeRequest, fuzzRequestArbitrary, sendFuzzRequest, type FuzzRequest } from './fuzz-request';
import { readFuzzSettings } from './fuzz-settings';
import { watchTableChanges } from './table-change-watch';

/*
 * Issue 8, point 3: property-based requests to every JSON route, as the owner of the data, another user and a
 * visitor. No answer is a 5xx, and a write that is refused leaves the database as it was.
 * FUZZ_RUNS (runs per endpoint) and FUZZ_SEED override the small fixed defaults; FUZZ_REPORT names a file
 * for the figures (npm run bench).
 */
const settings = readFuzzSettings();
const figures = {
  runs: 0,
  requests: 0,
  writes: 0,
  refusedWrites: 0,
  statuses: {} as Record<number, number>,
  startedAt: Date.now(),
};

let server: TestServer;
let fixture: FuzzFixture;
let changes: Awaited<ReturnType<typeof watchTableChanges>>;

beforeAll(async () => {
  server = await createTestServer();
  fixture = await createFuzzFixture(server);
  changes = await watchTableChanges(server.database.db);
});
afterAll(async () => {
  if (settings.reportFile)
    writeFileSync(settings.reportFile, JSON.stringify({ ...settings, ...figures, ms: Date.now() - figures.startedAt }));
  await server?.dispose();
});

/** Sends one request and checks it: no 5xx; a refused write changed nothing; a write that went through is undone. */
async function check(request: FuzzRequest) {
  const isWrite = request.method !== 'GET';
  const before = isWrite ? await changes.mark() : 0;
  const response = await sendFuzzRequest(fixture, server.client, request);
  // A live stream (server-sent events) does not end: its answer is its status and headers.
  const isStream = response.headers.get('content-type')?.startsWith('text/event-stream');
  const answer = isStream ? (await response.body?.cancel(), '(event stream)') : (await response.text()).slice(0, 500);
  figures.requests += 1;
  figures.statuses[response.status] = (figures.statuses[response.status] ?? 0) + 1;
  expect(response.status, `${describeRequest(request)} → ${answer}`).toBeLessThan(500);
  if (!isWrite) return;
  figures.writes += 1;
  if (response.status >= 400) {
    figures.refusedWrites += 1;
    expect(
      await changes.changedSince(before),
      `refused with ${response.status} but changed: ${describeRequest(request)} → ${answer}`,
    ).toEqual([]);
  } else await fixture.restore();
}

it('fuzzes every JSON route the app mounts, and no other', () => {
  const listed = new Set(FUZZ_ENDPOINTS.map(endpointKey));
  const mounted = mountedApiRoutes(server.app.routes);
  expect(
    mounted.filter((route) => !listed.has(route)),
    'mounted but not fuzzed: add them to FUZZ_ENDPOINTS',
  ).toEqual([]);
  expect(
    [...listed].filter((route) => !mounted.includes(route)),
    'fuzzed but not mounted',
  ).toEqual([]);
});

describe.each(
  FUZZ_ENDPOINTS.map((endpoint, index) => ({
    endpoint,
    index,
    name: `${endpoint.method} ${endpoint.path ?? endpoint.route}`,
  })),
)('$name', ({ endpoint, index }) => {
  it(
    `answers below 500 and changes nothing when it refuses (${settings.runs} runs)`,
    async () => {
      const property = fc.asyncProperty(fuzzRequestArbitrary(endpoint, fixture), async (request) => {
        figures.runs += 1;
        await check(request);
      });
      await fc.assert(property, { numRuns: settings.runs, seed: settings.seed + index });
    },
    30_000 + settings.runs * 2_000,
  );
});
