import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer } from '@/test/held-answer';
import { documentSummary as summary } from '@/test/tool-document-answers';
import { DOCUMENTS, renderNote, view, wait, withFakeTimers } from '@/test/tool-document-fixtures';

withFakeTimers();

/** The user's notes, the one saved last first (as the API lists them). */
const LIST = {
  [`GET ${DOCUMENTS}`]: () => ({ body: [summary('n2', 'Latest'), summary('n1', 'Older')] }),
  [`GET ${DOCUMENTS}/n1`]: () => ({ body: view({ name: 'Older', data: { note: 'One' } }, 3, 'n1') }),
  [`GET ${DOCUMENTS}/n2`]: () => ({ body: view({ name: 'Latest', data: { note: 'Two' } }, 5, 'n2') }),
};
const onPage = ({
  current,
}: {
  current: { open: { id: string } | null; name: string; note: string; search: string };
}) => [current.open?.id ?? null, current.name, current.note, current.search];

describe('a tool document in the address', () => {
  it('opens the document saved last when the tool is opened without one, and names it in the address', async () => {
    const { result } = renderNote({ autoSave: true }, LIST);
    await wait(0);
    expect(onPage(result)).toEqual(['n2', 'Latest', 'Two', '?doc=n2']);
  });

  it('waits until the document saved last is open, showing no new document meanwhile, then says it is saved', async () => {
    const [list, latest] = [heldAnswer(), heldAnswer()];
    const { result } = renderNote(
      { autoSave: true },
      { ...LIST, [`GET ${DOCUMENTS}`]: list.handler, [`GET ${DOCUMENTS}/n2`]: latest.handler },
    );
    expect(result.current.isOpening).toBe(true);
    await list.send({ body: [summary('n2', 'Latest'), summary('n1', 'Older')] });
    await wait(0);
    expect([result.current.isOpening, result.current.openingId]).toEqual([true, 'n2']);
    await latest.send({ body: view({ name: 'Latest', data: { note: 'Two' } }, 5, 'n2') });
    await wait(0);
    expect(onPage(result)).toEqual(['n2', 'Latest', 'Two', '?doc=n2']);
    expect([result.current.isOpening, result.current.saveState, result.current.status]).toEqual([false, 'saved', '']);
  });

  it('waits for the list only: with nothing saved, the new document is there once the list says so', async () => {
    const list = heldAnswer();
    const { result } = renderNote({ autoSave: true }, { [`GET ${DOCUMENTS}`]: list.handler });
    expect(result.current.isOpening).toBe(true);
    await list.send({ body: [] });
    await wait(0);
    expect([result.current.isOpening, ...onPage(result)]).toEqual([false, null, 'Note 1', '', '']);
  });

  it('opens the document the address names (a reload, another browser), not the last one', async () => {
    const { result } = renderNote({ autoSave: true, at: '/tool?doc=n1' }, LIST);
    expect(result.current.isOpening).toBe(true);
    await wait(0);
    expect(onPage(result)).toEqual(['n1', 'Older', 'One', '?doc=n1']);
    expect(result.current.isOpening).toBe(false);
  });

  it('leaves the address when the document it names is gone, and keeps the page new', async () => {
    const gone = () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Note not found' } } });
    const { result } = renderNote({ autoSave: true, at: '/tool?doc=n9' }, { ...LIST, [`GET ${DOCUMENTS}/n9`]: gone });
    await wait(0);
    expect(onPage(result)).toEqual([null, 'Note 1', '', '']);
    expect(result.current.formError).toBe('This note no longer exists.');
  });

  it('keeps what was typed before the list came: nothing is replaced', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { result } = renderNote(
      { autoSave: false },
      { ...LIST, [`GET ${DOCUMENTS}`]: () => new Promise((resolve) => (answer = resolve)) },
    );
    act(() => result.current.write('Typed first'));
    await act(async () => answer({ body: [summary('n2', 'Latest')] }));
    await wait(0);
    expect(onPage(result)).toEqual([null, 'Note 1', 'Typed first', '']);
  });

  it('starts a new document only when asked, which leaves the address; the last one does not come back', async () => {
    const { result } = renderNote({ autoSave: true }, LIST);
    await wait(0);
    act(() => result.current.replace({ kind: 'new' }));
    await wait(0);
    expect(onPage(result)).toEqual([null, 'Note 1', '', '']);
  });

  it('follows the open document into the address when another is opened from the list', async () => {
    const { result } = renderNote({ autoSave: true }, LIST);
    await wait(0);
    await act(() => result.current.openDocument({ id: 'n1' }));
    expect(onPage(result)).toEqual(['n1', 'Older', 'One', '?doc=n1']);
  });

  describe('drawn with the page: the document the server sent in the first data', () => {
    const documentGets = (calls: { method: string; path: string }[]) =>
      calls.filter((call) => call.method === 'GET' && call.path.startsWith(`${DOCUMENTS}/`));

    it('is on the page from the first render, asked for nowhere again, and named in the address', async () => {
      const first = view({ name: 'Latest', data: { note: 'Two' } }, 5, 'n2');
      const { result, calls } = renderNote({ autoSave: true, first }, LIST);
      expect(result.current.isOpening).toBe(false);
      expect(onPage(result).slice(0, 3)).toEqual(['n2', 'Latest', 'Two']);
      await wait(0);
      expect(onPage(result)).toEqual(['n2', 'Latest', 'Two', '?doc=n2']);
      expect([result.current.saveState, result.current.isDirty]).toEqual(['saved', false]);
      expect(documentGets(calls)).toEqual([]);
    });

    it('is drawn in one pass: the first render decides what the page shows without running the tool again', () => {
      const first = view({ name: 'Latest', data: { note: 'Two' } }, 5, 'n2');
      const { runsToFirstCommit } = renderNote({ autoSave: true, first }, LIST);
      expect(runsToFirstCommit()).toBe(1);
    });

    it('is read once: the page drawn again in the app asks for its document as before', async () => {
      const first = view({ name: 'Latest', data: { note: 'Two' } }, 5, 'n2');
      const { result, queryClient, unmount } = renderNote({ autoSave: true, first }, LIST);
      await wait(0);
      unmount();
      expect(queryClient.getQueryData(['tool-documents', 'equity-split', 'first-open'])).toBeUndefined();
      expect(result.current.open?.id).toBe('n2');
    });

    it('is not used for another document than the one the address names', async () => {
      const first = view({ name: 'Latest', data: { note: 'Two' } }, 5, 'n2');
      const { result } = renderNote({ autoSave: true, at: '/tool?doc=n1', first }, LIST);
      expect(result.current.isOpening).toBe(true);
      await wait(0);
      expect(onPage(result)).toEqual(['n1', 'Older', 'One', '?doc=n1']);
    });

    it("is not used when its data is not the tool's (the tool reads it as the API's answer would be)", async () => {
      const first = { ...view({ name: 'Latest', data: { note: 'Two' } }, 5, 'n2'), data: { note: 7 } };
      const { result } = renderNote({ autoSave: true, first: first as never }, LIST);
      expect(result.current.isOpening).toBe(true);
      await wait(0);
      expect(onPage(result)).toEqual(['n2', 'Latest', 'Two', '?doc=n2']);
    });
  });
});
