import {
  EMPTY_RICH_CONTENT,
  isSafeImageSrc,
  isSafeLinkHref,
  type RichContent,
  type RichNode,
} from '@core/idea-page/rich-content';
import { createElement, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { stepOf, type PendingInput } from './pending-input';
import { ToolbarButtons, UNTOUCHED_TOOLBAR } from './toolbar-buttons';
import './rich-content.css';

/** The frame around the content and its toolbar, the same for the editor and this view. */
export const contentFrameClass = (readOnly: boolean) =>
  cn(
    !readOnly &&
      'rounded-lg border border-border bg-card has-[.ProseMirror-focused]:ring-2 has-[.ProseMirror-focused]:ring-ring',
  );

/** The content's own element: the classes the editor gives it (its own 'tiptap ProseMirror' too), so both look alike. */
export const contentClass = (readOnly: boolean) =>
  cn('rich-content focus-visible:outline-none', !readOnly && 'min-h-48 px-4 py-3');

type Mark = NonNullable<RichNode['marks']>[number];

/** The editor's order of marks, outermost first (TipTap ranks Link first, then its extensions' order). */
const MARK_ORDER: Mark['type'][] = ['link', 'bold', 'code', 'italic', 'strike', 'underline'];
const MARK_TAGS = { bold: 'strong', italic: 'em', strike: 's', underline: 'u', code: 'code' } as const;

const sameMark = (a: Mark | null, b: Mark) =>
  a?.type === b.type && (a.type !== 'link' || (b.type === 'link' && a.attrs.href === b.attrs.href));

function markElement(mark: Mark, key: number, children: ReactNode[]): ReactNode {
  if (mark.type !== 'link') return createElement(MARK_TAGS[mark.type], { key }, ...children);
  const href = isSafeLinkHref(mark.attrs.href) ? mark.attrs.href : undefined;
  return (
    <a key={key} target="_blank" rel="noopener noreferrer nofollow" href={href}>
      {children}
    </a>
  );
}

/**
 * A text block's inline content, its marks nested as the editor nests them: marks that neighbouring texts share stay
 * open around both (`<strong>b<em>i</em></strong>`), so the view draws exactly the editor's elements.
 */
function inlineContent(nodes: RichNode[]): ReactNode[] {
  type Frame = { mark: Mark | null; children: ReactNode[] };
  const stack: Frame[] = [{ mark: null, children: [] }];
  let key = 0;
  const close = () => {
    const frame = stack.pop()!;
    stack.at(-1)!.children.push(markElement(frame.mark!, key++, frame.children));
  };
  for (const node of nodes) {
    const marks = [...(node.marks ?? [])].sort((a, b) => MARK_ORDER.indexOf(a.type) - MARK_ORDER.indexOf(b.type));
    let kept = 0;
    while (kept < marks.length && kept + 1 < stack.length && sameMark(stack[kept + 1]!.mark, marks[kept]!)) kept++;
    while (stack.length > kept + 1) close();
    for (const mark of marks.slice(kept)) stack.push({ mark, children: [] });
    stack.at(-1)!.children.push(node.type === 'hardBreak' ? <br key={key++} /> : (node.text ?? ''));
  }
  while (stack.length > 1) close();
  return stack[0]!.children;
}

/** A text block's content; an empty one, or one ending in a line break, gets the editor's trailing break (its height). */
function textBlock(node: RichNode): ReactNode[] {
  const content = node.content ?? [];
  const trailing = content.length === 0 || content.at(-1)!.type === 'hardBreak';
  return [
    ...inlineContent(content),
    ...(trailing ? [<br key="trailing" className="ProseMirror-trailingBreak" />] : []),
  ];
}

type ViewContext = { placeholder: string | null; taskLabel: (text: string) => string };

const textOf = (node: RichNode): string => node.text ?? (node.content ?? []).map(textOf).join('');

function block(node: RichNode, key: number, context: ViewContext): ReactNode {
  const children = () => (node.content ?? []).map((child, index) => block(child, index, context));
  const attrs = node.attrs ?? {};
  switch (node.type) {
    case 'paragraph':
      return context.placeholder === null ? (
        <p key={key}>{textBlock(node)}</p>
      ) : (
        <p key={key} className="is-empty is-editor-empty" data-placeholder={context.placeholder}>
          {textBlock(node)}
        </p>
      );
    case 'heading':
      return createElement(`h${Number(attrs.level) || 1}`, { key }, ...textBlock(node));
    case 'bulletList':
      return <ul key={key}>{children()}</ul>;
    case 'orderedList': {
      const start = typeof attrs.start === 'number' && attrs.start !== 1 ? attrs.start : undefined;
      return (
        <ol key={key} start={start}>
          {children()}
        </ol>
      );
    }
    case 'listItem':
      return <li key={key}>{children()}</li>;
    case 'taskList':
      return (
        <ul key={key} data-type="taskList">
          {children()}
        </ul>
      );
    case 'taskItem':
      return (
        <li key={key} data-checked={String(attrs.checked === true)}>
          <label>
            {/* Ticked in the editor: until it has loaded, a click changes nothing. */}
            <input
              type="checkbox"
              checked={attrs.checked === true}
              readOnly
              aria-label={context.taskLabel(textOf(node))}
              onClick={(event) => event.preventDefault()}
            />
          </label>
          <div>{children()}</div>
        </li>
      );
    case 'blockquote':
      return <blockquote key={key}>{children()}</blockquote>;
    case 'codeBlock':
      return (
        <pre key={key}>
          <code
            className={typeof attrs.language === 'string' && attrs.language ? `language-${attrs.language}` : undefined}
          >
            {textBlock(node)}
          </code>
        </pre>
      );
    case 'horizontalRule':
      return <hr key={key} />;
    case 'image': {
      const src = typeof attrs.src === 'string' && isSafeImageSrc(attrs.src) ? attrs.src : undefined;
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      return <img key={key} src={src} alt={text(attrs.alt) ?? ''} title={text(attrs.title)} />;
    }
    default:
      return null;
  }
}

const isEmptyDocument = (doc: RichContent) => {
  const blocks = doc.content ?? [];
  return blocks.length === 0 || (blocks.length === 1 && blocks[0]!.type === 'paragraph' && !blocks[0]!.content?.length);
};

/** The document's blocks as the editor shows them: it always ends in a paragraph (one is added after anything else). */
function documentBlocks(doc: RichContent): RichNode[] {
  const blocks = doc.content ?? [];
  return blocks.at(-1)?.type === 'paragraph' ? blocks : [...blocks, { type: 'paragraph' }];
}

type RichContentViewProps = {
  content: RichContent | null;
  readOnly: boolean;
  label: string;
  /** Editable: the user reaches for the content (the editor should load now). */
  onActivate?: () => void;
  /** Editable: something the user did, for the editor to carry out once it is there. */
  onPending?: (update: (pending: PendingInput) => void) => void;
};

/**
 * A page's rich content drawn from its JSON, with no editor: what a reader gets, and what an editor sees while
 * TipTap loads (issue 16). It draws the editor's elements with its classes and its toolbar, so the editor takes
 * its place without anything moving; what the user types or presses meanwhile is kept for the editor.
 */
export function RichContentView({ content, readOnly, label, onActivate, onPending }: RichContentViewProps) {
  const t = useT();
  const [focused, setFocused] = useState(false);
  const doc = content ?? EMPTY_RICH_CONTENT;
  const context: ViewContext = {
    placeholder:
      !readOnly && isEmptyDocument(doc)
        ? t({ id: 'ideaPage.richContent.placeholder', defaultMessage: 'Start writing…' })
        : null,
    taskLabel: (text) => taskCheckboxLabel(t, text),
  };
  const pend = (update: (pending: PendingInput) => void) => {
    onPending?.(update);
    onActivate?.();
  };
  const editing = readOnly
    ? {}
    : {
        tabIndex: 0,
        // Where in the text, not in the window: the page may move (scroll, something above it loads) before the
        // editor comes to put the caret there.
        onPointerDown: (event: React.PointerEvent) => {
          const { left, top } = event.currentTarget.getBoundingClientRect();
          pend((pending) => void (pending.point = { x: event.clientX - left, y: event.clientY - top }));
        },
        onFocus: () => {
          setFocused(true);
          pend((pending) => void (pending.focused = true));
        },
        onBlur: () => {
          setFocused(false);
          onPending?.((pending) => void (pending.focused = false));
        },
        onKeyDown: (event: React.KeyboardEvent) => {
          const step = stepOf(event);
          if (!step) return;
          event.preventDefault();
          pend((pending) => void pending.steps.push(step));
        },
        onPaste: (event: React.ClipboardEvent) => {
          const text = event.clipboardData.getData('text/plain');
          event.preventDefault();
          if (text) pend((pending) => void pending.steps.push({ text }));
        },
      };

  return (
    // A pointer on its way to the text or the toolbar starts the editor's download before the press.
    <div className={contentFrameClass(readOnly)} onPointerEnter={readOnly ? undefined : onActivate}>
      {!readOnly && (
        <ToolbarButtons
          state={UNTOUCHED_TOOLBAR}
          onAction={(action) => pend((pending) => void (pending.action = action))}
        />
      )}
      <div>
        <div
          role="textbox"
          aria-label={label}
          aria-multiline="true"
          aria-readonly={readOnly ? 'true' : undefined}
          translate="no"
          contentEditable={false}
          className={cn('tiptap ProseMirror', contentClass(readOnly), focused && 'ProseMirror-focused')}
          {...editing}
        >
          {documentBlocks(doc).map((node, index) => block(node, index, context))}
        </div>
      </div>
    </div>
  );
}

/** A task's checkbox, named by its text (the editor names it the same way: RichContentEditor). */
export const taskCheckboxLabel = (t: ReturnType<typeof useT>, text: string) =>
  text
    ? t({ id: 'ideaPage.richContent.taskCheckbox', defaultMessage: 'Task item checkbox for {text}' }, { text })
    : t({ id: 'ideaPage.richContent.emptyTaskCheckbox', defaultMessage: 'Task item checkbox for empty task item' });
