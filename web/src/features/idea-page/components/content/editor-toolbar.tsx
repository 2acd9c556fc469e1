import { isSafeImageSrc, isSafeLinkHref } from '@core/idea-page/rich-content';
import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
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
import { Fragment, useState, type ComponentProps, type FormEvent } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
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

type Format = { key: string; label: MessageDescriptor; icon: LucideIcon; toggle: (chain: ChainedCommands) => ChainedCommands; active: [name: string, attrs?: object] };

const FORMAT_GROUPS: Format[][] = [
  [
    { key: 'bold', label: messages.bold, icon: Bold, toggle: (chain) => chain.toggleBold(), active: ['bold'] },
    { key: 'italic', label: messages.italic, icon: Italic, toggle: (chain) => chain.toggleItalic(), active: ['italic'] },
    { key: 'strike', label: messages.strike, icon: Strikethrough, toggle: (chain) => chain.toggleStrike(), active: ['strike'] },
    { key: 'code', label: messages.code, icon: Code, toggle: (chain) => chain.toggleCode(), active: ['code'] },
  ],
  ([[1, Heading1, messages.heading1], [2, Heading2, messages.heading2], [3, Heading3, messages.heading3]] as const).map(
    ([level, icon, label]): Format => ({ key: `heading${level}`, label, icon, toggle: (chain) => chain.toggleHeading({ level }), active: ['heading', { level }] }),
  ),
  [
    { key: 'bulletList', label: messages.bulletList, icon: List, toggle: (chain) => chain.toggleBulletList(), active: ['bulletList'] },
    { key: 'orderedList', label: messages.numberedList, icon: ListOrdered, toggle: (chain) => chain.toggleOrderedList(), active: ['orderedList'] },
    { key: 'taskList', label: messages.checklist, icon: ListTodo, toggle: (chain) => chain.toggleTaskList(), active: ['taskList'] },
    { key: 'blockquote', label: messages.quote, icon: Quote, toggle: (chain) => chain.toggleBlockquote(), active: ['blockquote'] },
    { key: 'codeBlock', label: messages.codeBlock, icon: SquareCode, toggle: (chain) => chain.toggleCodeBlock(), active: ['codeBlock'] },
  ],
];
const FORMATS = FORMAT_GROUPS.flat();

/** The formatting toolbar: every button is a Tab stop; Link and Image ask for an address in a dialog. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const t = useT();
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: Object.fromEntries(FORMATS.map(({ key, active: [name, attrs] }) => [key, current.isActive(name, attrs)])),
      isLink: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const run = (command: (chain: ChainedCommands) => ChainedCommands) => command(editor.chain().focus()).run();
  const setLink = (href: string) => {
    const chain = editor.chain().extendMarkRange('link');
    if (!href) chain.unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    setDialog(null);
  };
  const insertImage = (src: string) => {
    editor.chain().setImage({ src }).run();
    setDialog(null);
  };
  const onOpenChange = (open: boolean) => {
    if (!open) setDialog(null);
  };
  // A closed dialog hands the focus back to the text the user was writing, not to the toolbar button.
  const returnToText = (event: Event) => {
    event.preventDefault();
    editor.commands.focus();
  };

  return (
    <div role="toolbar" aria-label={t({ id: 'ideaPage.editorToolbar.label', defaultMessage: 'Formatting' })} className="flex flex-wrap items-center gap-0.5 border-b border-border p-1">
      {FORMAT_GROUPS.map((group, index) => (
        <Fragment key={group[0]!.key}>
          {index > 0 && <Separator />}
          {group.map((format) => (
            <ToolButton key={format.key} label={t(format.label)} icon={format.icon} aria-pressed={state.active[format.key]} onClick={() => run(format.toggle)} />
          ))}
        </Fragment>
      ))}
      <Separator />
      <ToolButton label={t({ id: 'ideaPage.editorToolbar.link', defaultMessage: 'Link' })} icon={Link} aria-pressed={state.isLink} onClick={() => setDialog('link')} />
      <ToolButton label={t({ id: 'ideaPage.editorToolbar.image', defaultMessage: 'Image' })} icon={ImagePlus} onClick={() => setDialog('image')} />
      <Separator />
      <ToolButton label={t({ id: 'ideaPage.editorToolbar.undo', defaultMessage: 'Undo' })} icon={Undo2} disabled={!state.canUndo} onClick={() => run((chain) => chain.undo())} />
      <ToolButton label={t({ id: 'ideaPage.editorToolbar.redo', defaultMessage: 'Redo' })} icon={Redo2} disabled={!state.canRedo} onClick={() => run((chain) => chain.redo())} />

      <Dialog open={dialog === 'link'} onOpenChange={onOpenChange}>
        <DialogContent
          title={t({ id: 'ideaPage.linkDialog.title', defaultMessage: 'Link' })}
          description={t({ id: 'ideaPage.linkDialog.description', defaultMessage: 'Leave the address empty to remove the link.' })}
          onCloseAutoFocus={returnToText}
        >
          <UrlForm
            label={t({ id: 'ideaPage.linkDialog.url', defaultMessage: 'Link URL' })}
            initialUrl={editor.getAttributes('link').href ?? ''}
            isValid={(url) => url === '' || isSafeLinkHref(url)}
            invalidMessage={t({ id: 'ideaPage.linkDialog.invalid', defaultMessage: 'Enter an address starting with http://, https:// or mailto:' })}
            submitLabel={t({ id: 'ideaPage.linkDialog.apply', defaultMessage: 'Apply' })}
            onSubmit={setLink}
          />
        </DialogContent>
      </Dialog>
      <Dialog open={dialog === 'image'} onOpenChange={onOpenChange}>
        <DialogContent title={t({ id: 'ideaPage.imageDialog.title', defaultMessage: 'Insert image' })} onCloseAutoFocus={returnToText}>
          <UrlForm
            label={t({ id: 'ideaPage.imageDialog.url', defaultMessage: 'Image URL' })}
            initialUrl=""
            isValid={isSafeImageSrc}
            invalidMessage={t({ id: 'ideaPage.imageDialog.invalid', defaultMessage: 'Enter an image address starting with http:// or https://' })}
            submitLabel={t({ id: 'ideaPage.imageDialog.insert', defaultMessage: 'Insert' })}
            onSubmit={insertImage}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function ToolButton({ label, icon: Icon, ...props }: ComponentProps<typeof Button> & { label: string; icon: LucideIcon }) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} title={label} className="size-8 px-0 aria-pressed:bg-muted aria-pressed:text-primary" {...props}>
      <Icon className="size-4" aria-hidden="true" />
    </Button>
  );
}

function Separator() {
  return <span role="separator" aria-orientation="vertical" className="mx-1 h-5 w-px bg-border" />;
}

type UrlFormProps = { label: string; initialUrl: string; isValid: (url: string) => boolean; invalidMessage: string; submitLabel: string; onSubmit: (url: string) => void };

/** One address, checked before it is used; Enter submits. Mounted with its dialog, so each opening starts afresh. */
function UrlForm({ label, initialUrl, isValid, invalidMessage, submitLabel, onSubmit }: UrlFormProps) {
  const [url, setUrl] = useState<string>(initialUrl);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    if (isValid(trimmed)) onSubmit(trimmed);
    else setError(invalidMessage);
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField label={label} type="url" inputMode="url" autoComplete="off" value={url} error={error} onChange={(event) => setUrl(event.target.value)} />
      <div className="flex justify-end">
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}
