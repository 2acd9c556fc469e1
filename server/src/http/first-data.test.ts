import { DEFAULT_CARD_DISPLAY, DEFAULT_PREFERENCES } from '@core/preferences/preferences-contracts';
import { afterEach, expect, it, vi } from 'vitest';
import { createFirstDataReader } from './first-data';

const nothing = () => Promise.reject(new Error('not asked for on this page'));
/** A reader whose sources refuse to be asked, but for the preferences and `sources`. */
const readerWith = (sources: Partial<Parameters<typeof createFirstDataReader>[0]> = {}) =>
  createFirstDataReader({
    preferencesOf: async () => ({ ...DEFAULT_PREFERENCES, pinnedTools: [], cardDisplay: DEFAULT_CARD_DISPLAY }),
    boardOf: nothing,
    ideaPageOf: nothing,
    toolDocumentsOf: nothing,
    toolQueriesOf: nothing,
    pageQueriesOf: {},
    ...sources,
  });
const read = readerWith();
const ada = { id: 'u1', name: 'Ada', email: 'ada@example.com', image: null, sessionId: 's1' };

afterEach(() => vi.useRealTimers());

it("carries the day the page is drawn for in the viewer's time zone, not the server's", async () => {
  // 20:00 UTC on 1 December is 01:30 on 2 December in Kolkata (UTC+5:30) and 15:00 on 1 December in New York (UTC−5).
  vi.useFakeTimers({ now: new Date('2026-12-01T20:00:00Z'), toFake: ['Date'] });
  const dayIn = async (timeZone: string) =>
    (JSON.parse((await read(ada, new URL('http://app.test/dashboard'), 'en', timeZone))!) as { today?: string }).today;
  expect(await dayIn('Asia/Kolkata')).toBe('2026-12-02');
  expect(await dayIn('America/New_York')).toBe('2026-12-01');
  // A visitor's page carries no day (nor anything else of theirs).
  expect(JSON.parse((await read(null, new URL('http://app.test/'), 'en', 'Asia/Kolkata'))!)).toEqual({ user: null });
});

it("draws the page of a tool that picks one of the ideas with the board's first page, and no other tool's", async () => {
  const boardOf = vi.fn(async () => '{"ideas":[],"nextCursor":null}');
  const reader = readerWith({ boardOf, toolDocumentsOf: async () => undefined, toolQueriesOf: async () => [] });
  const boardOn = async (address: string) =>
    (JSON.parse((await reader(ada, new URL(address), 'en', 'UTC'))!) as { board?: unknown }).board;
  // The Validation Agent, the User Research Bot and the Pitch Maker open on an idea select (ADR 0136).
  for (const tool of ['validation-agent', 'user-research-bot', 'pitch-maker'])
    expect(await boardOn(`http://app.test/tool/${tool}`)).toEqual({ ideas: [], nextCursor: null });
  // Opening a saved document too; not a shared link's page (?share=), which opens something else first.
  expect(
    await boardOn(`http://app.test/tool/validation-agent?doc=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`),
  ).toEqual({ ideas: [], nextCursor: null });
  expect(await boardOn('http://app.test/tool/validation-agent?share=abc')).toBeUndefined();
  expect(await boardOn('http://app.test/tool/equity-split')).toBeUndefined();
  expect(await boardOn('http://app.test/dashboard')).toBeUndefined();
  expect(boardOf).toHaveBeenCalledTimes(4);
  expect(boardOf).toHaveBeenCalledWith('u1');
});
