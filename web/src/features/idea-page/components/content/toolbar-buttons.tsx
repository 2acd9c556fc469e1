import type { ChainedCommands } from '@tiptap/react';
import {
  Bold,
  Code,
  Heading1,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  ListTodo,
  Quote,
  Redo2,
  SquareCode,
  Strikethrough,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { Fragment, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';

const messages = defineMessages({
  bold: { id: 'ideaPage.editorToolbar.bold', defaultMessage: 'Bold' },
  italic: { id: 'ideaPage.editorToolbar.italic', defaultMessage: 'Italic' },
  strike: { id: 'ideaPage.editorToolbar.strike', defaultMessage: 'Strike' },
  code: { id: 'ideaPage.editorToolbar.code', defaultMessage: 'Code' },
  heading1: { id: 'ideaPage.editorToolbar.heading1', defaultMessage: 'Heading 1' },
  heading2: { id: 'ideaPage.editorToolbar.heading2', defaultMessage: 'Heading 2' },
  heading3: { id: 'ideaPage.editorToolbar.heading3', defaultMessage: 'Heading 3' },
  bulletList: { id: 'ideaPage.editorToolbar.bulletList', defaultMessage: 'Bullet list' },
  numberedList: { id: 'ideaPage.editorToolbar.numberedList', defaultMessage: 'Numbered list' },
  checklist: { id: 'ideaPage.editorToolbar.checklist', defaultMessage: 'Checklist' },
  quote: { id: 'ideaPage.editorToolbar.quote', defaultMessage: 'Quote' },
  codeBlock: { id: 'ideaPage.editorToolbar.codeBlock', defaultMessage: 'Code block' },
});

type Format = {
  key: string;
  label: MessageDescriptor;
  icon: LucideIcon;
  toggle: (chain: ChainedCommands) => ChainedCommands;
  active: [name: string, attrs?: object];
};

const FORMAT_GROUPS: Format[][] = [
  [
    { key: 'bold', label: messages.bold, icon: Bold, toggle: (chain) => chain.toggleBold(), active: ['bold'] },
    {
      key: 'italic',
      label: messages.italic,
      icon: Italic,
      toggle: (chain) => chain.toggleItalic(),
      active: ['italic'],
    },
    {
      key: 'strike',
      label: messages.strike,
      icon: Strikethrough,
      toggle: (chain) => chain.toggleStrike(),
      active: ['strike'],
    },
    { key: 'code', label: messages.code, icon: Code, toggle: (chain) => chain.toggleCode(), active: ['code'] },
  ],
  (
    [
      [1, Heading1, messages.heading1],
      [2, Heading2, messages.heading2],
      [3, Heading3, messages.heading3],
    ] as const
  ).map(([level, icon, label]): Format => ({
    key: `heading${level}`,
    label,
    icon,
    toggle: (chain) => chain.toggleHeading({ level }),
    active: ['heading', { level }],
  })),
  [
    {
      key: 'bulletList',
      label: messages.bulletList,
      icon: List,
      toggle: (chain) => chain.toggleBulletList(),
      active: ['bulletList'],
    },
    {
      key: 'orderedList',
      label: messages.numberedList,
      icon: ListOrdered,
      toggle: (chain) => chain.toggleOrderedList(),
      active: ['orderedList'],
    },
    {
      key: 'taskList',
      label: messages.checklist,
      icon: ListTodo,
      toggle: (chain) => chain.toggleTaskList(),
      active: ['taskList'],
    },
    {
      key: 'blockquote',
      label: messages.quote,
      icon: Quote,
      toggle: (chain) => chain.toggleBlockquote(),
      active: ['blockquote'],
    },
    {
      key: 'codeBlock',
      label: messages.codeBlock,
      icon: SquareCode,
      toggle: (chain) => chain.toggleCodeBlock(),
      active: ['codeBlock'],
    },
  ],
];
export const FORMATS = FORMAT_GROUPS.flat();

/** What a toolbar button asks for: a format's key, or one of the other buttons. */
export type ToolbarAction = string;
export const LINK_ACTION = 'link' as const;
export const IMAGE_ACTION = 'image' as const;
export const UNDO_ACTION = 'undo';
export const REDO_ACTION = 'redo';

/** The command a format's button runs, if `action` is a format's. */
export const formatToggle = (action: ToolbarAction) => FORMATS.find(({ key }) => key === action)?.toggle;

/** Which buttons show as pressed and whether there is anything to undo or redo. */
export type ToolbarState = { active: Record<string, boolean>; isLink: boolean; canUndo: boolean; canRedo: boolean };

/** The toolbar of a document that has not been edited yet: nothing pressed, nothing to undo. */
export const UNTOUCHED_TOOLBAR: ToolbarState = { active: {}, isLink: false, canUndo: false, canRedo: false };

type ToolbarButtonsProps = { state: ToolbarState; onAction: (action: ToolbarAction) => void; children?: ReactNode };

/**
 * The formatting toolbar's buttons, every one a Tab stop. Drawn the same whether the editor is there yet or not
 * (RichContentView draws it before the editor loads), so nothing moves when the editor takes over.
 */
export function ToolbarButtons({ state, onAction, children }: ToolbarButtonsProps) {
  const t = useT();
  return (
    <div
      role="toolbar"
      aria-label={t({ id: 'ideaPage.editorToolbar.label', defaultMessage: 'Formatting' })}
      className="flex flex-wrap items-center gap-0.5 border-b border-border p-1"
    >
      {FORMAT_GROUPS.map((group, index) => (
        <Fragment key={group[0]!.key}>
          {index > 0 && <Separator />}
          {group.map((format) => (
            <ToolButton
              key={format.key}
              label={t(format.label)}
              icon={format.icon}
              aria-pressed={state.active[format.key] ?? false}
              onClick={() => onAction(format.key)}
            />
          ))}
        </Fragment>
      ))}
      <Separator />
      <ToolButton
        label={t({ id: 'ideaPage.editorToolbar.link', defaultMessage: 'Link' })}
        icon={Link}
        aria-pressed={state.isLink}
        onClick={() => onAction(LINK_ACTION)}
      />
      <ToolButton
        label={t({ id: 'ideaPage.editorToolbar.image', defaultMessage: 'Image' })}
        icon={ImagePlus}
        onClick={() => onAction(IMAGE_ACTION)}
      />
      <Separator />
      <ToolButton
        label={t({ id: 'ideaPage.editorToolbar.undo', defaultMessage: 'Undo' })}
        icon={Undo2}
        disabled={!state.canUndo}
        onClick={() => onAction(UNDO_ACTION)}
      />
      <ToolButton
        label={t({ id: 'ideaPage.editorToolbar.redo', defaultMessage: 'Redo' })}
        icon={Redo2}
        disabled={!state.canRedo}
        onClick={() => onAction(REDO_ACTION)}
      />
      {children}
    </div>
  );
}

function ToolButton({
  label,
  icon: Icon,
  ...props
}: ComponentProps<typeof Button> & { label: string; icon: LucideIcon }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      className="size-8 px-0 aria-pressed:bg-muted aria-pressed:text-primary"
      {...props}
    >
      <Icon className="size-4" aria-hidden="true" />
    </Button>
  );
}

function Separator() {
  return <span role="separator" aria-orientation="vertical" className="mx-1 h-5 w-px bg-border" />;
}
