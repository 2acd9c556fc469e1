import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENTS,
  expectNotSavedByItself,
  renderNote,
  saved,
  view,
  wait,
  withFakeTimers,
} from '@/test/tool-document-fixtures';
import { savedAnswer } from '@/test/tool-document-answers';

withFakeTimers();

describe('useToolDocument with Auto save off', () => {
  it('saves only on Save, guards the unsaved work until then, and says what is missing before sending anything', async () => {
    const rendered = renderNote({ autoSave: false }, { [`POST ${DOCUMENTS}`]: saved(1) });
    const { result, sent } = rendered;
    // A new document has its default name ('Note 1'); a name cleared is said missing, as is the note.
    act(() => result.current.setName(' '));
    act(() => result.current.submit());
    expect(result.current.nameError).toBe('Note name is required');
    expect(result.current.formError).toBe('Write a note before saving.');

    act(() => result.current.fill('Plan', 'One'));
    await expectNotSavedByItself(rendered);

    act(() => result.current.submit());
    expect(result.current.saveState).toBe('saving');
    await wait(0);
    expect(sent('POST')).toEqual([{ name: 'Plan', data: { note: 'One' } }]);
    expect(result.current.saveState).toBe('saved');
    expect(result.current.isAtRisk).toBe(false);
  });

  it('asks first before unsaved work is replaced: Cancel keeps it, Discard starts anew', async () => {
    const { result } = renderNote({ autoSave: false });
    act(() => result.current.replace({ kind: 'new' }));
    expect(result.current.replacing).toBeNull();

    act(() => result.current.setName('Plan'));
    act(() => result.current.replace({ kind: 'new' }));
    expect(result.current.replacing).toEqual({ kind: 'new' });
    act(() => result.current.cancelReplace());
    expect(result.current.name).toBe('Plan');

    act(() => result.current.write('One'));
    act(() => result.current.replace({ kind: 'new' }));
    act(() => result.current.confirmReplace());
    expect([result.current.name, result.current.note, result.current.isDirty]).toEqual(['Note 1', '', false]);
  });

  it('saves a copy of the open document as new under the next default name, leaving the original as saved', async () => {
    const { result, sent } = renderNote(
      { autoSave: false },
      {
        [`GET ${DOCUMENTS}/n1`]: () => ({ body: view({ name: 'Plan', data: { note: 'One' } }, 3) }),
        [`POST ${DOCUMENTS}`]: (request) => savedAnswer(request.body, { id: 'n2', version: 1 }),
      },
    );
    await act(() => result.current.openDocument({ id: 'n1' }));
    act(() => result.current.write('Two'));
    act(() => result.current.submit(true));
    await wait(0);
    // The user has no other notes in the list the fake API answers: the copy is 'Note 1'.
    expect(sent('POST')).toEqual([{ name: 'Note 1', data: { note: 'Two' } }]);
    expect(sent('PUT')).toEqual([]);
    expect([result.current.openId, result.current.name, result.current.saveState]).toEqual(['n2', 'Note 1', 'saved']);
  });

  it('opens the document asked for last, whichever answer comes first', async () => {
    let answerFirst: (value: { body: unknown }) => void = () => undefined;
    const { result } = renderNote(
      { autoSave: false },
      {
        [`GET ${DOCUMENTS}/n1`]: () => new Promise((resolve) => (answerFirst = resolve)),
        [`GET ${DOCUMENTS}/n2`]: () => ({ body: view({ name: 'Second', data: { note: 'Two' } }, 1, 'n2') }),
      },
    );
    let first: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = result.current.openDocument({ id: 'n1' });
    });
    await act(() => result.current.openDocument({ id: 'n2' }));
    await act(async () => answerFirst({ body: view({ name: 'First', data: { note: 'One' } }, 1) }));
    expect(await first).toBe(false);
    expect([result.current.open?.id, result.current.name, result.current.note]).toEqual(['n2', 'Second', 'Two']);
  });
});
