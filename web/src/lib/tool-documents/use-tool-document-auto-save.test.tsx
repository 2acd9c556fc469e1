import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverError } from '@/test/tool-document-answers';
import { DOCUMENTS, renderNote, saved, view, wait, withFakeTimers } from '@/test/tool-document-fixtures';
import { AUTO_SAVE_DELAY_MS } from './use-save-after-pause';

withFakeTimers();

describe('useToolDocument with Auto save on', () => {
  it('saves a new document by itself under its default name once something is typed, then each later change over the version saved', async () => {
    let version = 0;
    const { result, sent } = renderNote(
      { autoSave: true },
      {
        [`POST ${DOCUMENTS}`]: (request) => saved(++version)(request),
        [`PUT ${DOCUMENTS}/n1`]: (request) => saved(++version)(request),
      },
    );
    // Untouched, a new document is not worth saving, whatever its default name.
    expect(result.current.name).toBe('Note 1');
    expect(result.current.isNamed).toBe(false);
    await wait(AUTO_SAVE_DELAY_MS * 3);
    expect(sent('POST')).toEqual([]);
    expect(result.current.saveState).toBe('new');

    act(() => result.current.write('Hire two engineers'));
    expect(result.current.isAtRisk).toBe(false);
    await wait(AUTO_SAVE_DELAY_MS - 1);
    expect(sent('POST')).toEqual([]);
    await wait(1);
    expect(sent('POST')).toEqual([{ name: 'Note 1', data: { note: 'Hire two engineers' } }]);
    expect(result.current.saveState).toBe('saved');
    expect(result.current.name).toBe('Note 1');

    act(() => result.current.setName('  Plan '));
    act(() => result.current.write('Hire three engineers'));
    expect(result.current.saveState).toBe('unsaved');
    await wait(AUTO_SAVE_DELAY_MS);
    expect(sent('PUT')).toEqual([{ name: 'Plan', data: { note: 'Hire three engineers' }, version: 1 }]);
    expect(result.current.saveState).toBe('saved');
    expect(result.current.name).toBe('Plan');
  });

  it('does not save a new document whose default name was cleared: it asks for a name, and guards the page', async () => {
    const { result, sent } = renderNote({ autoSave: true });
    act(() => result.current.setName(''));
    act(() => result.current.write('One'));
    await wait(AUTO_SAVE_DELAY_MS * 3);
    expect(sent('POST')).toEqual([]);
    expect(result.current.saveState).toBe('nameToSave');
    expect(result.current.isAtRisk).toBe(true);
  });

  it('keeps the work after a failed save, says so, does not try again until something changes, and guards the page meanwhile', async () => {
    let isDown = true;
    const { result, sent } = renderNote(
      { autoSave: true },
      { [`POST ${DOCUMENTS}`]: (request) => (isDown ? serverError : saved(1)(request)) },
    );
    act(() => result.current.fill('Plan', 'Hire two engineers'));
    await wait(AUTO_SAVE_DELAY_MS);
    expect(sent('POST')).toHaveLength(1);
    expect(result.current.note).toBe('Hire two engineers');
    expect(result.current.name).toBe('Plan');
    // A server error's own message is not shown (ADR 0032): the tool's words are.
    expect(result.current.formError).toBe('Could not save the note. Your changes are kept here.');
    expect(result.current.saveState).toBe('notSaved');
    expect(result.current.isAtRisk).toBe(true);
    await wait(AUTO_SAVE_DELAY_MS * 5);
    expect(sent('POST')).toHaveLength(1);

    isDown = false;
    act(() => result.current.write('Hire two engineers in May'));
    await wait(AUTO_SAVE_DELAY_MS);
    expect(sent('POST')).toEqual([
      { name: 'Plan', data: { note: 'Hire two engineers' } },
      { name: 'Plan', data: { note: 'Hire two engineers in May' } },
    ]);
    expect(result.current.saveState).toBe('saved');
    expect(result.current.formError).toBeNull();
  });

  it('does not save over a document saved elsewhere since it was opened', async () => {
    const changedElsewhere = {
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'This note was changed since you opened it.' } },
    };
    const { result, sent } = renderNote(
      { autoSave: true },
      {
        [`GET ${DOCUMENTS}/n1`]: () => ({ body: view({ name: 'Plan', data: { note: 'One' } }, 3) }),
        [`PUT ${DOCUMENTS}/n1`]: () => changedElsewhere,
      },
    );
    await act(() => result.current.openDocument({ id: 'n1' }));
    act(() => result.current.write('Two'));
    await wait(AUTO_SAVE_DELAY_MS);
    expect(result.current.formError).toBe('This note was changed since you opened it.');
    act(() => result.current.write('Three'));
    await wait(AUTO_SAVE_DELAY_MS * 5);
    expect(sent('PUT')).toEqual([{ name: 'Plan', data: { note: 'Two' }, version: 3 }]);
    expect(result.current.saveState).toBe('notSaved');
    expect(result.current.isAtRisk).toBe(true);
  });

  it('does not save a change by itself while asking whether to discard it: Cancel saves it after its pause, Discard drops it', async () => {
    const { result, sent } = renderNote(
      { autoSave: true },
      {
        [`GET ${DOCUMENTS}/n1`]: () => ({ body: view({ name: 'Plan', data: { note: 'One' } }, 1) }),
        [`PUT ${DOCUMENTS}/n1`]: saved(2),
      },
    );
    await act(() => result.current.openDocument({ id: 'n1' }));
    act(() => result.current.write('Two'));
    act(() => result.current.replace({ kind: 'new' }));
    await wait(AUTO_SAVE_DELAY_MS * 3);
    expect(sent('PUT')).toEqual([]);
    act(() => result.current.cancelReplace());
    await wait(AUTO_SAVE_DELAY_MS);
    expect(sent('PUT')).toEqual([{ name: 'Plan', data: { note: 'Two' }, version: 1 }]);

    act(() => result.current.write('Three'));
    act(() => result.current.replace({ kind: 'new' }));
    await wait(AUTO_SAVE_DELAY_MS * 3);
    act(() => result.current.confirmReplace());
    await wait(AUTO_SAVE_DELAY_MS * 3);
    expect(sent('PUT')).toHaveLength(1);
    expect([result.current.openId, result.current.note]).toEqual([null, '']);
  });

  it('saves a change still waiting for its pause when the page goes away', async () => {
    const { result, sent, unmount } = renderNote({ autoSave: true }, { [`POST ${DOCUMENTS}`]: saved(1) });
    act(() => result.current.fill('Plan', 'Last words'));
    await wait(AUTO_SAVE_DELAY_MS / 2);
    unmount();
    await wait(0);
    expect(sent('POST')).toEqual([{ name: 'Plan', data: { note: 'Last words' } }]);
  });

  it('has the browser ask before the tab closes while a change waits for its pause or its save, not once it is saved', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { result } = renderNote(
      { autoSave: true },
      { [`POST ${DOCUMENTS}`]: () => new Promise((resolve) => (answer = resolve)) },
    );
    /** Whether closing the tab now would stop for the browser's 'Leave site?'. */
    const closingAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(closingAsks()).toBe(false);
    act(() => result.current.fill('Plan', 'Last words'));
    expect(result.current.isAtRisk).toBe(false);
    expect(closingAsks()).toBe(true);
    await wait(AUTO_SAVE_DELAY_MS);
    await wait(1); // the page is drawn saving on the next tick
    expect(result.current.saveState).toBe('saving');
    expect(closingAsks()).toBe(true);
    await act(async () => answer({ status: 201, body: view({ name: 'Plan', data: { note: 'Last words' } }, 1) }));
    expect(result.current.saveState).toBe('saved');
    expect(closingAsks()).toBe(false);
  });

  it('keeps a name typed on while the document was saving', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { result } = renderNote(
      { autoSave: true },
      {
        [`POST ${DOCUMENTS}`]: () => new Promise((resolve) => (answer = resolve)),
        // The new name, still waiting for its pause when the test ends, is saved as the page goes.
        [`PUT ${DOCUMENTS}/n1`]: saved(2),
      },
    );
    act(() => result.current.fill('Plan', 'One'));
    await wait(AUTO_SAVE_DELAY_MS);
    await wait(1); // the page is drawn saving on the next tick
    expect(result.current.saveState).toBe('saving');
    act(() => result.current.setName('Plan B'));
    await act(async () => answer({ status: 201, body: view({ name: 'Plan', data: { note: 'One' } }, 1) }));
    expect(result.current.name).toBe('Plan B');
    expect(result.current.saveState).toBe('unsaved');
  });

  it('keeps on the page a document deleted while open, unsaved, and does not save it again by itself until it changes', async () => {
    const { result, sent } = renderNote(
      { autoSave: true },
      {
        [`GET ${DOCUMENTS}/n1`]: () => ({ body: view({ name: 'Plan', data: { note: 'One' } }, 1) }),
        [`DELETE ${DOCUMENTS}/n1`]: () => ({ status: 204, body: null }),
        [`POST ${DOCUMENTS}`]: saved(1),
      },
    );
    await act(() => result.current.openDocument({ id: 'n1' }));
    act(() =>
      result.current.askDelete({
        id: 'n1',
        name: 'Plan',
        summary: 'One',
        version: 1,
        isShared: false,
        updatedAt: '2026-11-20T10:00:00.000Z',
      }),
    );
    act(() => result.current.confirmDelete());
    await wait(AUTO_SAVE_DELAY_MS * 3);
    expect(result.current.open).toBeNull();
    expect(result.current.note).toBe('One');
    expect(result.current.isAtRisk).toBe(true);
    expect(sent('POST')).toEqual([]);
  });
});
