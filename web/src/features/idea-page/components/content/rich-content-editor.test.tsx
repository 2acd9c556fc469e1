// @vitest-environment jsdom
// ProseMirror reads and sets the DOM selection, which happy-dom does not model as a browser does (ADR 0064).
import { COLLAB_FIELD } from '@core/idea-page/collab-document';
import { richContentSchema, type RichContent } from '@core/idea-page/rich-content';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubProseMirrorLayout } from '@/test/prosemirror-stubs';
import * as Y from 'yjs';
import { contentOf, docOf } from './editor-test-docs';
import { RichContentEditor } from './rich-content-editor';

beforeAll(stubProseMirrorLayout);

/** Every document the editor makes of the page's Yjs document in any test; each must be one the server would store. */
const produced: RichContent[] = [];
afterEach(() => {
  for (const doc of produced.splice(0)) expect(richContentSchema.safeParse(doc).error?.issues).toBeUndefined();
});

const docWith = (text: string): RichContent => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** The editor on a Yjs document holding `content`; `onChange` is told the document after each change to it. */
function renderEditor(props: { content?: RichContent | null; readOnly?: boolean; doc?: Y.Doc } = {}) {
  const doc = props.doc ?? docOf(props.content ?? null);
  const onChange = vi.fn((content: RichContent) => void produced.push(content));
  doc.on('update', () => onChange(contentOf(doc)));
  const user = userEvent.setup();
  const view = render(<RichContentEditor doc={doc} readOnly={props.readOnly ?? false} label="Page content" />);
  const textbox = screen.getByRole('textbox', { name: 'Page content' });
  const lastDoc = () => onChange.mock.lastCall?.[0];
  return { ...view, user, onChange, textbox, lastDoc };
}

type User = ReturnType<typeof userEvent.setup>;

async function typeInto(user: User, textbox: HTMLElement, text: string) {
  await user.click(textbox);
  await user.keyboard(text);
}

async function selectAll(user: User) {
  await user.keyboard('{Control>}a{/Control}');
}

describe('RichContentEditor', () => {
  it("shows its placeholder in the page's language, and again when the language changes", async () => {
    const doc = new Y.Doc();
    const inLanguage = (locale: string, messages: Record<string, string>) => (
      <IntlProvider locale={locale} defaultLocale="en" messages={messages as never} onError={() => undefined}>
        <RichContentEditor doc={doc} readOnly={false} label="Page content" />
      </IntlProvider>
    );
    const { container, rerender } = render(inLanguage('en', {}));
    const placeholder = () => container.querySelector('[data-placeholder]')?.getAttribute('data-placeholder');
    await waitFor(() => expect(placeholder()).toBe('Start writing…'));
    rerender(inLanguage('de', { 'ideaPage.richContent.placeholder': 'Schreib los…' }));
    await waitFor(() => expect(placeholder()).toBe('Schreib los…'));
  });

  it('writes every change into the Yjs document, as a document holding the typed text', async () => {
    const { user, textbox, lastDoc } = renderEditor();
    expect(textbox).toHaveAttribute('contenteditable', 'true');
    expect(textbox).toHaveAttribute('aria-multiline', 'true');
    await typeInto(user, textbox, 'Hello world');
    expect(lastDoc()).toEqual(docWith('Hello world'));
  });

  it('makes the selected text bold from the toolbar', async () => {
    const { user, textbox, lastDoc } = renderEditor();
    await typeInto(user, textbox, 'Plan');
    await selectAll(user);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(lastDoc()).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Plan', marks: [{ type: 'bold' }] }] }],
    });
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([
    ['Heading 2', { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Plan' }] }],
    [
      'Checklist',
      {
        type: 'taskList',
        content: [
          {
            type: 'taskItem',
            attrs: { checked: false },
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Plan' }] }],
          },
        ],
      },
    ],
    ['Quote', { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Plan' }] }] }],
  ])('turns the paragraph into a %s from the toolbar', async (name, block) => {
    const { user, textbox, lastDoc } = renderEditor();
    await typeInto(user, textbox, 'Plan');
    await user.click(screen.getByRole('button', { name }));
    expect(lastDoc()?.content?.[0]).toEqual(block);
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
  });

  it('makes only documents the server accepts, whatever the toolbar does', async () => {
    const { user, textbox, onChange } = renderEditor();
    await typeInto(user, textbox, 'Every format{Enter}next line');
    await selectAll(user);
    const names = [
      'Bold',
      'Italic',
      'Strike',
      'Code',
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Bullet list',
      'Numbered list',
      'Checklist',
      'Quote',
      'Code block',
      'Undo',
      'Redo',
    ];
    for (const name of names) await user.click(screen.getByRole('button', { name }));
    expect(onChange.mock.calls.length).toBeGreaterThan(names.length);
  });

  it('refuses a javascript: link with the message and links an https address', async () => {
    const { user, textbox, onChange, lastDoc } = renderEditor();
    await typeInto(user, textbox, 'Docs');
    await selectAll(user);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Link' });
    const field = within(dialog).getByLabelText('Link URL');
    const calls = onChange.mock.calls.length;
    await user.type(field, 'javascript:alert(1){Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter an address starting with http://, https:// or mailto:',
    );
    expect(onChange).toHaveBeenCalledTimes(calls);
    expect(JSON.stringify(lastDoc())).not.toContain('link');

    await user.clear(field);
    await user.type(field, 'https://example.com/docs{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(lastDoc()?.content?.[0]?.content?.[0]).toMatchObject({
      text: 'Docs',
      marks: [{ type: 'link', attrs: { href: 'https://example.com/docs' } }],
    });
    await waitFor(() => expect(textbox).toHaveFocus());
  });

  it('with nothing selected, inserts the address as a link', async () => {
    const { user, textbox, lastDoc } = renderEditor();
    await user.click(textbox);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(screen.getByLabelText('Link URL'), 'mailto:ada@example.com{Enter}');
    expect(lastDoc()?.content?.[0]?.content).toEqual([
      {
        type: 'text',
        text: 'mailto:ada@example.com',
        marks: [{ type: 'link', attrs: expect.objectContaining({ href: 'mailto:ada@example.com' }) }],
      },
    ]);
  });

  it('removes a link when the address is left empty', async () => {
    const linked: RichContent = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Docs', marks: [{ type: 'link', attrs: { href: 'mailto:ada@example.com' } }] },
          ],
        },
      ],
    };
    const { user, textbox, lastDoc } = renderEditor({ content: linked });
    await user.click(textbox);
    await selectAll(user);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const field = screen.getByLabelText('Link URL');
    expect(field).toHaveValue('mailto:ada@example.com');
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(lastDoc()).toEqual(docWith('Docs'));
  });

  it('inserts an image by its address, refusing one that is not http(s)', async () => {
    const { user, textbox, lastDoc } = renderEditor();
    await typeInto(user, textbox, 'Chart');
    await user.click(screen.getByRole('button', { name: 'Image' }));
    const field = screen.getByLabelText('Image URL');
    await user.type(field, 'data:image/png;base64,AAAA{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an image address starting with http:// or https://');
    await user.clear(field);
    await user.type(field, 'https://example.com/chart.png{Enter}');
    expect(lastDoc()?.content).toContainEqual(
      expect.objectContaining({
        type: 'image',
        attrs: expect.objectContaining({ src: 'https://example.com/chart.png' }),
      }),
    );
  });

  it('drops unsafe links and images from pasted HTML', async () => {
    const { user, textbox, lastDoc } = renderEditor();
    await user.click(textbox);
    const html =
      '<p>Hi <a href="javascript:alert(1)">bad</a> <a href="/relative">rel</a> <a href="https://example.com">good</a></p>' +
      '<img src="javascript:alert(1)"><img src="pic.png"><img src="https://example.com/ok.png"><script>alert(1)</script>';
    fireEvent.paste(textbox, {
      clipboardData: { types: ['text/html'], getData: (type: string) => (type === 'text/html' ? html : '') },
    });
    const json = JSON.stringify(lastDoc());
    expect(json).not.toMatch(/javascript|relative|pic\.png|script/);
    expect(json).toContain('"href":"https://example.com"');
    expect(json).toContain('"src":"https://example.com/ok.png"');
  });

  it('reaches every toolbar button with Tab', async () => {
    const { user } = renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const enabled = within(toolbar)
      .getAllByRole('button')
      .filter((button) => !button.hasAttribute('disabled'));
    for (const button of enabled) {
      await user.tab();
      expect(button).toHaveFocus();
    }
  });

  it('renders read-only content with no toolbar, not editable', () => {
    const { textbox, onChange } = renderEditor({ content: docWith('Read me'), readOnly: true });
    expect(textbox).toHaveTextContent('Read me');
    expect(textbox).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  /** Two documents kept in step, as the collaboration server keeps every peer's; `theirs` adds a paragraph. */
  function twoPeers() {
    const [mine, theirs] = [new Y.Doc(), new Y.Doc()];
    Y.applyUpdate(theirs, Y.encodeStateAsUpdate(mine));
    const relay = (to: Y.Doc) => (update: Uint8Array, origin: unknown) =>
      origin !== 'remote' && Y.applyUpdate(to, update, 'remote');
    mine.on('update', relay(theirs));
    theirs.on('update', relay(mine));
    const theyWrite = (text: string) =>
      theirs.transact(() => {
        const paragraph = new Y.XmlElement('paragraph');
        paragraph.insert(0, [new Y.XmlText(text)]);
        theirs.getXmlFragment(COLLAB_FIELD).push([paragraph]);
      });
    return { mine, theirs, theyWrite };
  }

  it("shows another editor's typing in the same document as it comes, and keeps its own", async () => {
    const { mine, theirs, theyWrite } = twoPeers();
    const { user, textbox } = renderEditor({ doc: mine });
    await typeInto(user, textbox, 'Plan now');
    theyWrite('Their line');
    await waitFor(() => expect(textbox).toHaveTextContent('Plan nowTheir line'));
    expect(contentOf(theirs)).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Plan now' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Their line' }] },
      ],
    });
  });

  it("undoes only this editor's own typing, never the other editor's", async () => {
    const { mine, theirs, theyWrite } = twoPeers();
    const { user, textbox } = renderEditor({ doc: mine });
    await typeInto(user, textbox, 'Mine');
    theyWrite('Theirs');
    await waitFor(() => expect(textbox).toHaveTextContent('MineTheirs'));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(textbox).toHaveTextContent('Theirs'));
    expect(textbox).not.toHaveTextContent('Mine');
    expect(contentOf(theirs).content).toContainEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: 'Theirs' }],
    });
  });
});
