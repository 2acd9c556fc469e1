import { DEFAULT_CARD_DISPLAY, DEFAULT_PREFERENCES } from '@core/preferences/preferences-contracts';
import { DEFAULT_PINNED_TOOLS } from '@core/tools/tool-catalogue';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, signedInApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { docWith, pageContent } from '@/test/idea-fixtures';
import { stubProseMirrorLayout } from '@/test/prosemirror-stubs';
import { PageContentEditor } from './page-content-editor';

const ID = '11111111-1111-4111-8111-111111111111';
const CONTENT = `/api/ideas/${ID}/pages/p1/content`;

beforeAll(stubProseMirrorLayout);

type Answer = { status?: number; body: unknown };
const conflict: Answer = {
  status: 409,
  body: {
    error: { code: 'CONFLICT', message: 'This page was changed elsewhere. Reload it to see the latest version.' },
  },
};
const failure: Answer = { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } };
const CONFLICT_TEXT = 'Someone else saved this page while you were editing. Your text is kept here.';

/**
 * The editor of page p1 ('Plan'), loaded at version 2. `put` answers each save (a promise holds it); `latest` is what
 * a later GET answers (someone else's save).
 */
function renderEditor({
  editable = true,
  put = (): Answer | Promise<Answer> => ({ body: pageContent('p1', 3) }),
  text = undefined as string | undefined,
  autoSave = true,
} = {}) {
  let latest = pageContent('p1', 2, text);
  const preferences = {
    ...DEFAULT_PREFERENCES,
    autoSave,
    pinnedTools: [...DEFAULT_PINNED_TOOLS],
    cardDisplay: DEFAULT_CARD_DISPLAY,
  };
  const calls = fakeApi(
    signedInApi({
      'GET /api/preferences': () => ({ body: preferences }),
      [`GET ${CONTENT}`]: () => ({ body: latest }),
      [`PUT ${CONTENT}`]: () => put(),
    }),
  );
  const { user, history } = renderRoutes([
    { path: '/', element: <PageContentEditor ideaId={ID} pageId="p1" pageTitle="Plan" editable={editable} /> },
    { path: '/elsewhere', element: <p>Elsewhere</p> },
  ]);
  const saves = () => calls.filter((call) => call.method === 'PUT').map((call) => call.body);
  const loads = () => calls.filter((call) => call.method === 'GET' && call.path === CONTENT).length;
  const setLatest = (version: number, latestText: string) => (latest = pageContent('p1', version, latestText));
  // Typed into the editor once it has taken over from the content drawn before it (a click brings it;
  // rich-content-on-demand.test.tsx types before it is there).
  const typeText = async (keys: string) => {
    const content = () => screen.getByRole('textbox', { name: 'Content of Plan' });
    await user.click(await screen.findByRole('textbox', { name: 'Content of Plan' }));
    await waitFor(() => expect(content()).toHaveAttribute('contenteditable', 'true'));
    await user.click(content());
    await user.keyboard(keys);
  };
  return { user, history, saves, loads, setLatest, typeText, status: () => screen.getByTestId('save-status') };
}

describe('PageContentEditor', () => {
  it("shows 'Saved', then 'Unsaved changes', 'Saving…' and 'Saved' again as a change is saved over the loaded version", async () => {
    let release: (answer: Answer) => void = () => undefined;
    const { saves, typeText, status } = renderEditor({
      put: () => new Promise<Answer>((resolve) => (release = resolve)),
    });
    expect(await screen.findByTestId('save-status')).toHaveTextContent('Saved');
    await typeText('H');
    expect(status()).toHaveTextContent('Unsaved changes');
    await waitFor(() => expect(status()).toHaveTextContent('Saving…'));
    expect(saves()).toEqual([{ content: docWith('H'), version: 2 }]);
    release({ body: pageContent('p1', 3) });
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
  });

  it("shows 'Saving…' while saving text typed with several keystrokes", async () => {
    let release: (answer: Answer) => void = () => undefined;
    const { saves, typeText, status } = renderEditor({
      put: () => new Promise<Answer>((resolve) => (release = resolve)),
    });
    expect(await screen.findByTestId('save-status')).toHaveTextContent('Saved');
    await typeText('Hi there');
    await waitFor(() => expect(status()).toHaveTextContent('Saving…'));
    expect(saves()).toEqual([{ content: docWith('Hi there'), version: 2 }]);
    release({ body: pageContent('p1', 3) });
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
  });

  it('saves what was typed, after a pause, over the version each save returns', async () => {
    let version = 2;
    const { saves, typeText, status } = renderEditor({ put: () => ({ body: pageContent('p1', ++version) }) });
    await typeText('Hello');
    await waitFor(() => expect(saves()).toEqual([{ content: docWith('Hello'), version: 2 }]));
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    await typeText('!');
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]).toEqual({ content: docWith('Hello!'), version: 3 });
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
  });

  it("says 'Not saved' when a save fails; 'Retry' sends the same text again", async () => {
    let answer = failure;
    const { user, saves, typeText, status } = renderEditor({ put: () => answer });
    await typeText('Hi');
    await waitFor(() => expect(status()).toHaveTextContent('Not saved'));
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection and try again. Your text is kept here.');
    answer = { body: pageContent('p1', 3) };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    expect(saves()).toEqual([
      { content: docWith('Hi'), version: 2 },
      { content: docWith('Hi'), version: 2 },
    ]);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says why the server refused the content (a 422), keeping the text', async () => {
    const tooLong = {
      status: 422,
      body: { error: { code: 'VALIDATION_FAILED', message: 'This page is too long to save', issues: [] } },
    };
    const { typeText, status } = renderEditor({ put: () => tooLong });
    await typeText('Hi');
    await waitFor(() => expect(status()).toHaveTextContent('Not saved'));
    expect(screen.getByRole('alert')).toHaveTextContent('This page is too long to save. Your text is kept here.');
    expect(screen.getByRole('textbox', { name: /^Content of/ })).toHaveTextContent('Hi');
  });

  it("on a 409 keeps the user's text; 'Keep mine' saves it over the newest version", async () => {
    let answer = conflict;
    const { user, saves, loads, setLatest, typeText, status } = renderEditor({ put: () => answer });
    await typeText('Mine');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CONFLICT_TEXT);
    expect(status()).toHaveTextContent('Changed elsewhere');
    expect(screen.getByRole('textbox', { name: 'Content of Plan' })).toHaveTextContent('Mine');

    setLatest(7, 'Theirs');
    answer = { body: pageContent('p1', 8) };
    await user.click(within(alert).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    expect(loads()).toBe(2);
    expect(saves()).toEqual([
      { content: docWith('Mine'), version: 2 },
      { content: docWith('Mine'), version: 7 },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Content of Plan' })).toHaveTextContent('Mine');
  });

  it("on a 409 'Load their version' shows the newest text, saves nothing, and later edits save over that version", async () => {
    let answer = conflict;
    const { user, saves, setLatest, typeText, status } = renderEditor({ put: () => answer });
    await typeText('Mine');
    setLatest(7, 'Theirs');
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Content of Plan' })).toHaveTextContent('Theirs'));
    expect(status()).toHaveTextContent('Saved');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(saves()).toHaveLength(1);

    answer = { body: pageContent('p1', 8) };
    await typeText('{Control>}a{/Control}Ours');
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]).toEqual({ content: docWith('Ours'), version: 7 });
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
  });

  it('shows a viewer the text read-only, without a save status', async () => {
    renderEditor({ editable: false, text: 'Hello' });
    const textbox = await screen.findByRole('textbox', { name: 'Content of Plan' });
    expect(textbox).toHaveTextContent('Hello');
    expect(textbox).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByTestId('save-status')).not.toBeInTheDocument();
  });

  it('says when the content could not be loaded', async () => {
    fakeApi(signedInApi({ [`GET ${CONTENT}`]: () => failure }));
    renderRoutes([{ path: '/', element: <PageContentEditor ideaId={ID} pageId="p1" pageTitle="Plan" editable /> }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This page's content could not be loaded. Please try again.",
    );
  });

  describe('with Auto save on, leaving asks first while the text will not save by itself', () => {
    /** Tries to leave for another page: it asks first, and Cancel stays. */
    const asksBeforeLeaving = async ({ user, history }: Pick<ReturnType<typeof renderEditor>, 'user' | 'history'>) => {
      act(() => history.push('/elsewhere'));
      const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
      expect(dialog).toHaveTextContent('Your changes are not saved yet. If you leave now, they are lost.');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(history.location.pathname).toBe('/');
    };

    it('after a failed save, until it is saved', async () => {
      let answer = failure;
      const { user, history, typeText, status } = renderEditor({ put: () => answer });
      await typeText('Hi');
      await waitFor(() => expect(status()).toHaveTextContent('Not saved'));
      await asksBeforeLeaving({ user, history });

      answer = { body: pageContent('p1', 3) };
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(status()).toHaveTextContent('Saved'));
      act(() => history.push('/elsewhere'));
      await waitFor(() => expect(history.location.pathname).toBe('/elsewhere'));
    });

    it('after a conflict', async () => {
      const { user, history, typeText, status } = renderEditor({ put: () => conflict });
      await typeText('Mine');
      await waitFor(() => expect(status()).toHaveTextContent('Changed elsewhere'));
      await asksBeforeLeaving({ user, history });
      expect(screen.getByRole('textbox', { name: 'Content of Plan' })).toHaveTextContent('Mine');
    });
  });

  describe('with Auto save off', () => {
    it("marks unsaved changes and saves only on 'Save' (or Ctrl+S)", async () => {
      const { user, saves, typeText, status } = renderEditor({ autoSave: false });
      const save = await screen.findByRole('button', { name: 'Save' });
      expect(save).toBeDisabled();
      await typeText('Draft');
      expect(status()).toHaveTextContent('Unsaved changes');
      // (That nothing is saved after the autosave delay is use-autosave.test.ts's, with fake timers.)
      expect(saves()).toEqual([]);

      await user.click(save);
      await waitFor(() => expect(status()).toHaveTextContent('Saved'));
      expect(saves()).toEqual([{ content: docWith('Draft'), version: 2 }]);
      expect(save).toBeDisabled();

      await typeText(' two');
      await user.keyboard('{Control>}s{/Control}');
      await waitFor(() => expect(saves()).toHaveLength(2));
    });

    it('asks before leaving with unsaved changes, and stays on Cancel', async () => {
      const { user, history, saves, typeText } = renderEditor({ autoSave: false });
      await typeText('Not kept');
      act(() => history.push('/elsewhere'));
      const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
      expect(dialog).toHaveTextContent('Your changes are not saved yet. If you leave now, they are lost.');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(history.location.pathname).toBe('/');

      act(() => history.push('/elsewhere'));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
          name: 'Leave',
        }),
      );
      await waitFor(() => expect(history.location.pathname).toBe('/elsewhere'));
      expect(saves()).toEqual([]);
    });
  });
});
