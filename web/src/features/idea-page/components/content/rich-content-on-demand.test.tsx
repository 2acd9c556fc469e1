// @vitest-environment jsdom
// ProseMirror reads and sets the DOM selection, which happy-dom does not model as a browser does (ADR 0064).
import type { RichContent } from '@core/idea-page/rich-content';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Y from 'yjs';
import { stubProseMirrorLayout } from '@/test/prosemirror-stubs';
import { RichContentOnDemand } from './rich-content-on-demand';
import { RichContentView } from './rich-content-view';
import { yContent } from './y-content';

beforeAll(stubProseMirrorLayout);
afterEach(() => vi.useRealTimers());

/** The editor's module, counted as it loads and held back until a test lets it through. */
const editorModule = vi.hoisted(() => ({ loads: 0, arrived: Promise.resolve() }));
vi.mock('./rich-content-editor', async (importOriginal) => {
  editorModule.loads++;
  await editorModule.arrived;
  return importOriginal();
});

/** The collaboration socket, as a server that has the page's document at once: the documents it gave out. */
const sessions = vi.hoisted(() => ({ docs: [] as Y.Doc[] }));
vi.mock('./collab-session', async () => {
  const { Doc } = await import('yjs');
  const { yContent } = await import('./y-content');
  return {
    openCollabSession: (
      _page: unknown,
      _user: unknown,
      on: { state: (state: string, unsynced: boolean, ready: boolean) => void },
    ) => {
      const doc = new Doc();
      sessions.docs.push(doc);
      queueMicrotask(() => on.state('synced', false, true));
      return { doc, provider: { awareness: null }, content: () => yContent(doc), destroy: () => undefined };
    },
  };
});
const LIVE = { ideaId: '11111111-1111-4111-8111-111111111111', pageId: 'main', user: null };

const text = (value: string, bold = false) => ({
  type: 'text' as const,
  text: value,
  ...(bold ? { marks: [{ type: 'bold' as const }] } : {}),
});

/** One of each node and mark the editor makes. */
const EVERYTHING: RichContent = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Plan')] },
    {
      type: 'paragraph',
      content: [
        text('plain '),
        text('bold', true),
        { type: 'text', text: 'both', marks: [{ type: 'italic' }, { type: 'bold' }] },
        { type: 'text', text: 'struck', marks: [{ type: 'strike' }] },
        { type: 'text', text: 'under', marks: [{ type: 'underline' }] },
        { type: 'text', text: 'x = 1', marks: [{ type: 'code' }] },
        { type: 'text', text: 'a link', marks: [{ type: 'link', attrs: { href: 'https://example.com/' } }] },
        { type: 'hardBreak' },
        text('after  two spaces'),
      ],
    },
    { type: 'paragraph', content: [text('ends in a break'), { type: 'hardBreak' }] },
    { type: 'paragraph' },
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('one')] }] }] },
    {
      type: 'orderedList',
      attrs: { start: 3 },
      content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('three')] }] }],
    },
    {
      type: 'taskList',
      content: [
        { type: 'taskItem', attrs: { checked: true }, content: [{ type: 'paragraph', content: [text('done')] }] },
        { type: 'taskItem', attrs: { checked: false }, content: [{ type: 'paragraph' }] },
      ],
    },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [text('quoted')] }] },
    { type: 'codeBlock', attrs: { language: 'js' }, content: [text('let a = 1;\nlet b = 2;')] },
    { type: 'horizontalRule' },
    { type: 'image', attrs: { src: 'https://example.com/a.png', alt: 'A chart', title: null } },
  ],
};

const contentBox = () => screen.getByRole('textbox', { name: 'Plan' });

describe('RichContentOnDemand', () => {
  it("draws a reader's content without ever loading the editor, and an editor's until it is reached for", async () => {
    vi.useFakeTimers();
    render(<RichContentOnDemand content={EVERYTHING} readOnly label="Plan" live={LIVE} />);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(editorModule.loads).toBe(0);
    expect(contentBox()).toHaveAttribute('contenteditable', 'false');
    expect(contentBox()).toHaveAttribute('aria-readonly', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'a link' })).toHaveAttribute('href', 'https://example.com/');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    cleanup();

    // Editable, it waits for the user to reach for it (tested below), however long the page stays open.
    render(<RichContentOnDemand content={EVERYTHING} readOnly={false} label="Plan" live={LIVE} />);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(editorModule.loads).toBe(0);
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
  });

  it('keeps what is pressed and typed while the editor loads, and does it in the editor once it is there', async () => {
    let arrive = () => undefined as void;
    editorModule.arrived = new Promise<void>((resolve) => (arrive = resolve));
    const user = userEvent.setup();
    render(<RichContentOnDemand content={null} readOnly={false} label="Plan" live={LIVE} />);

    // Drawn at once, before the editor, with its placeholder and toolbar.
    expect(contentBox()).toHaveAttribute('contenteditable', 'false');
    expect(contentBox().querySelector('p')).toHaveAttribute('data-placeholder', 'Start writing…');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.click(contentBox());
    await user.keyboard('Hi{Enter}there');
    expect(editorModule.loads).toBe(1);

    arrive();
    await waitFor(() => expect(contentBox()).toHaveAttribute('contenteditable', 'true'));
    expect(contentBox()).toHaveFocus();
    expect(yContent(sessions.docs.at(-1)!)).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [text('Hi', true)] },
        { type: 'paragraph', content: [text('there', true)] },
      ],
    });
  });
});

describe('RichContentView', () => {
  /**
   * An element's tree as it is laid out: tags, attributes in order of name, a checkbox's state; without what only
   * the editor adds and nothing lays out (its selection mark, hidden copies of labels, draggable images) and
   * without `skip`.
   */
  function laidOut(node: Node, skip: string[] = []): string {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.tagName === 'SPAN' && node.getAttribute('style')?.startsWith('position: absolute')) return '';
    const ignored = ['draggable', 'checked', 'readonly', ...skip];
    const attributes = [...node.attributes]
      .filter(
        ({ name, value }) => !ignored.includes(name) && !(name === 'class' && value === 'ProseMirror-selectednode'),
      )
      .map(({ name, value }) => `${name}="${value}"`)
      .sort();
    if (node instanceof HTMLInputElement) attributes.push(`checked=${node.checked}`);
    return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${[...node.childNodes].map((child) => laidOut(child, skip)).join('')}</${node.tagName.toLowerCase()}>`;
  }

  // Editable, the content takes keys (contenteditable, tabindex) only once the editor is there, and the editor's
  // toolbar shows the state at its caret (a pressed Heading 2; Undo on, as it added the closing paragraph): those
  // change colours, never where anything is.
  it.each([
    ['read-only', true, []],
    ['editable', false, ['contenteditable', 'tabindex', 'disabled', 'aria-pressed']],
  ])(
    'draws the elements the editor draws, %s: the editor takes its place without anything moving',
    async (_, readOnly, skip) => {
      // Imported here, after the tests that count the editor's loads.
      const { RichContentEditor } = await import('./rich-content-editor');
      const { docOf } = await import('./editor-test-docs');
      const view = render(<RichContentView content={EVERYTHING} readOnly={readOnly} label="Plan" />);
      const drawn = laidOut(view.container, skip);
      view.unmount();
      const editor = render(<RichContentEditor doc={docOf(EVERYTHING)} readOnly={readOnly} label="Plan" />);
      expect(drawn).toBe(laidOut(editor.container, skip));
    },
  );
});
