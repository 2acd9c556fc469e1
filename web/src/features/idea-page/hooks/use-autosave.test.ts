import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { docWith, pageContent } from '@/test/idea-fixtures';
import { AUTOSAVE_DELAY_MS, useAutosave } from './use-autosave';

const IDEA = '11111111-1111-4111-8111-111111111111';
const PUT = `PUT /api/ideas/${IDEA}/pages/p1/content`;
const GET = `GET /api/ideas/${IDEA}/pages/p1/content`;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets timers up to `ms` from now fire and every answer they wait for come back. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

type Answer = { status?: number; body: unknown };

/** A PUT that answers only when the test says so, to see the hook while a save is in flight. */
function heldAnswer() {
  let answer: (value: Answer) => void = () => undefined;
  const promise = new Promise<Answer>((resolve) => (answer = resolve));
  return { handler: () => promise, answer: (value: Answer) => act(async () => answer(value)) };
}

const conflict: Answer = {
  status: 409,
  body: {
    error: { code: 'CONFLICT', message: 'This page was changed elsewhere. Reload it to see the latest version.' },
  },
};
const failure: Answer = { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } };
const puts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => `${call.method} ${call.path}` === PUT).map((call) => call.body);

const renderAutosave = (startVersion = 3) => renderHook(() => useAutosave(IDEA, 'p1', startVersion));

describe('useAutosave', () => {
  it('saves a change after the delay over the start version, then over the version each save returns', async () => {
    let version = 3;
    const calls = fakeApi({ [PUT]: () => ({ body: pageContent('p1', ++version) }) });
    const { result } = renderAutosave();
    expect(result.current.status).toBe('saved');

    act(() => result.current.change(docWith('One')));
    expect(result.current.status).toBe('unsaved');
    await wait(AUTOSAVE_DELAY_MS - 1);
    expect(puts(calls)).toEqual([]);
    await wait(1);
    expect(puts(calls)).toEqual([{ content: docWith('One'), version: 3 }]);
    expect(result.current.status).toBe('saved');

    act(() => result.current.change(docWith('Two')));
    await wait(AUTOSAVE_DELAY_MS);
    expect(puts(calls)).toEqual([
      { content: docWith('One'), version: 3 },
      { content: docWith('Two'), version: 4 },
    ]);
  });

  it('saves only the last of quick changes, once', async () => {
    const calls = fakeApi({ [PUT]: () => ({ body: pageContent('p1', 4) }) });
    const { result } = renderAutosave();
    act(() => result.current.change(docWith('O')));
    await wait(AUTOSAVE_DELAY_MS / 2);
    act(() => result.current.change(docWith('On')));
    await wait(AUTOSAVE_DELAY_MS / 2);
    act(() => result.current.change(docWith('One')));
    await wait(AUTOSAVE_DELAY_MS * 3);
    expect(puts(calls)).toEqual([{ content: docWith('One'), version: 3 }]);
  });

  it("goes 'unsaved' → 'saving' → 'saved' for one change", async () => {
    const held = heldAnswer();
    fakeApi({ [PUT]: held.handler });
    const { result } = renderAutosave();
    act(() => result.current.change(docWith('O')));
    expect(result.current.status).toBe('unsaved');
    await wait(AUTOSAVE_DELAY_MS);
    expect(result.current.status).toBe('saving');
    await held.answer({ body: pageContent('p1', 4) });
    expect(result.current.status).toBe('saved');
  });

  it("says 'saving' while a save of several quick changes (normal typing) is in flight", async () => {
    const held = heldAnswer();
    fakeApi({ [PUT]: held.handler });
    const { result } = renderAutosave();
    act(() => result.current.change(docWith('O')));
    act(() => result.current.change(docWith('On')));
    act(() => result.current.change(docWith('One')));
    await wait(AUTOSAVE_DELAY_MS);
    expect(result.current.status).toBe('saving');
    await held.answer({ body: pageContent('p1', 4) });
    expect(result.current.status).toBe('saved');
  });

  it('saves changes made during a save after it, over the version that save returned', async () => {
    const held = heldAnswer();
    let count = 0;
    const calls = fakeApi({ [PUT]: () => (++count === 1 ? held.handler() : { body: pageContent('p1', 5) }) });
    const { result } = renderAutosave();
    act(() => result.current.change(docWith('One')));
    await wait(AUTOSAVE_DELAY_MS);
    act(() => result.current.change(docWith('One two')));
    await wait(AUTOSAVE_DELAY_MS);
    expect(puts(calls)).toHaveLength(1);
    await held.answer({ body: pageContent('p1', 4) });
    expect(result.current.status).toBe('unsaved');
    await wait(AUTOSAVE_DELAY_MS);
    expect(puts(calls)).toEqual([
      { content: docWith('One'), version: 3 },
      { content: docWith('One two'), version: 4 },
    ]);
    expect(result.current.status).toBe('saved');
  });

  it("turns a 409 into 'conflict', saves nothing more, then overwrite(latest) saves the user's text over that version", async () => {
    let answer = conflict;
    const calls = fakeApi({ [PUT]: () => answer, [GET]: () => ({ body: pageContent('p1', 9) }) });
    const { result } = renderAutosave();
    act(() => result.current.change(docWith('Mine')));
    await wait(AUTOSAVE_DELAY_MS);
    expect(result.current.status).toBe('conflict');

    act(() => result.current.change(docWith('Mine, more')));
    expect(result.current.status).toBe('conflict');
    await wait(AUTOSAVE_DELAY_MS * 5);
    expect(puts(calls)).toEqual([{ content: docWith('Mine'), version: 3 }]);

    answer = { status: 200, body: pageContent('p1', 10) };
    act(() => result.current.overwrite(9));
    await wait(0);
    expect(puts(calls)).toEqual([
      { content: docWith('Mine'), version: 3 },
      { content: docWith('Mine, more'), version: 9 },
    ]);
    expect(result.current.status).toBe('saved');
  });

  it("discard(latest) after a conflict drops the user's text: 'saved', nothing sent, the next change saves over latest", async () => {
    let answer = conflict;
    const calls = fakeApi({ [PUT]: () => answer });
    const { result } = renderAutosave();
    act(() => result.current.change(docWith('Mine')));
    await wait(AUTOSAVE_DELAY_MS);
    act(() => result.current.discard(9));
    expect(result.current.status).toBe('saved');
    await wait(AUTOSAVE_DELAY_MS * 2);
    expect(puts(calls)).toHaveLength(1);

    answer = { status: 200, body: pageContent('p1', 10) };
    act(() => result.current.change(docWith('Theirs, edited')));
    await wait(AUTOSAVE_DELAY_MS);
    expect(puts(calls)[1]).toEqual({ content: docWith('Theirs, edited'), version: 9 });
  });

  it("turns a failed save into 'error'; retry() sends the same text over the same version", async () => {
    let answer = failure;
    const calls = fakeApi({ [PUT]: () => answer });
    const { result } = renderAutosave();
    act(() => result.current.change(docWith('One')));
    await wait(AUTOSAVE_DELAY_MS);
    expect(result.current.status).toBe('error');
    await wait(AUTOSAVE_DELAY_MS * 5);
    expect(puts(calls)).toHaveLength(1);

    answer = { status: 200, body: pageContent('p1', 4) };
    act(() => result.current.save());
    await wait(0);
    expect(puts(calls)).toEqual([
      { content: docWith('One'), version: 3 },
      { content: docWith('One'), version: 3 },
    ]);
    expect(result.current.status).toBe('saved');
  });

  it('a change after a failed save saves again, with the newest text', async () => {
    let answer = failure;
    const calls = fakeApi({ [PUT]: () => answer });
    const { result } = renderAutosave();
    act(() => result.current.change(docWith('One')));
    await wait(AUTOSAVE_DELAY_MS);
    answer = { status: 200, body: pageContent('p1', 4) };
    act(() => result.current.change(docWith('One two')));
    await wait(AUTOSAVE_DELAY_MS);
    expect(puts(calls)[1]).toEqual({ content: docWith('One two'), version: 3 });
    expect(result.current.status).toBe('saved');
  });

  it('saves pending changes at once when unmounted, and nothing when there are none', async () => {
    const calls = fakeApi({ [PUT]: () => ({ body: pageContent('p1', 4) }) });
    const first = renderAutosave();
    act(() => first.result.current.change(docWith('Leaving')));
    first.unmount();
    await wait(0);
    expect(puts(calls)).toEqual([{ content: docWith('Leaving'), version: 3 }]);

    renderAutosave().unmount();
    await wait(AUTOSAVE_DELAY_MS);
    expect(puts(calls)).toHaveLength(1);
  });

  it('sends nothing when unmounted after a 409 or a failed save: that text waits for the user, and leaving asked first', async () => {
    for (const answer of [conflict, failure]) {
      const calls = fakeApi({ [PUT]: () => answer });
      const { result, unmount } = renderAutosave();
      act(() => result.current.change(docWith('Mine')));
      await wait(AUTOSAVE_DELAY_MS);
      unmount();
      await wait(AUTOSAVE_DELAY_MS * 5);
      expect(puts(calls)).toEqual([{ content: docWith('Mine'), version: 3 }]);
    }
  });
});

describe('useAutosave with Auto save off', () => {
  it('keeps changes unsaved until save(), then saves the last of them once; unmounting saves nothing', async () => {
    const calls = fakeApi({ [PUT]: () => ({ body: pageContent('p1', 4) }) });
    const { result, unmount } = renderHook(() => useAutosave(IDEA, 'p1', 3, false));
    act(() => result.current.change(docWith('One')));
    act(() => result.current.change(docWith('Two')));
    await wait(AUTOSAVE_DELAY_MS * 5);
    expect(puts(calls)).toEqual([]);
    expect(result.current.status).toBe('unsaved');

    act(() => result.current.save());
    await wait(0);
    expect(puts(calls)).toEqual([{ content: docWith('Two'), version: 3 }]);
    expect(result.current.status).toBe('saved');

    act(() => result.current.change(docWith('Three')));
    unmount();
    await wait(AUTOSAVE_DELAY_MS * 5);
    expect(puts(calls)).toHaveLength(1);
  });
});
