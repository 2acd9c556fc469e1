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
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';

type Format = { label: string; icon: LucideIcon; toggle: (chain: ChainedCommands) => ChainedCommands; active: [name: string, attrs?: object] };

const FORMAT_GROUPS: Format[][] = [
  [
    { label: 'Bold', icon: Bold, toggle: (chain) => chain.toggleBold(), active: ['bold'] },
    { label: 'Italic', icon: Italic, toggle: (chain) => chain.toggleItalic(), active: ['italic'] },
    { label: 'Strike', icon: Strikethrough, toggle: (chain) => chain.toggleStrike(), active: ['strike'] },
    { label: 'Code', icon: Code, toggle: (chain) => chain.toggleCode(), active: ['code'] },
  ],
  ([[1, Heading1], [2, Heading2], [3, Heading3]] as const).map(
    ([level, icon]): Format => ({ label: `Heading ${level}`, icon, toggle: (chain) => chain.toggleHeading({ level }), active: ['heading', { level }] }),
  ),
  [
    { label: 'Bullet list', icon: List, toggle: (chain) => chain.toggleBulletList(), active: ['bulletList'] },
    { label: 'Numbered list', icon: ListOrdered, toggle: (chain) => chain.toggleOrderedList(), active: ['orderedList'] },
    { label: 'Checklist', icon: ListTodo, toggle: (chain) => chain.toggleTaskList(), active: ['taskList'] },
    { label: 'Quote', icon: Quote, toggle: (chain) => chain.toggleBlockquote(), active: ['blockquote'] },
    { label: 'Code block', icon: SquareCode, toggle: (chain) => chain.toggleCodeBlock(), active: ['codeBlock'] },
  ],
];
const FORMATS = FORMAT_GROUPS.flat();

/** The formatting toolbar: every button is a Tab stop; Link and Image ask for an address in a dialog. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: Object.fromEntries(FORMATS.map(({ label, active: [name, attrs] }) => [label, current.isActive(name, attrs)])),
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
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-0.5 border-b border-border p-1">
      {FORMAT_GROUPS.map((group, index) => (
        <Fragment key={group[0]!.label}>
          {index > 0 && <Separator />}
          {group.map((format) => (
            <ToolButton key={format.label} label={format.label} icon={format.icon} aria-pressed={state.active[format.label]} onClick={() => run(format.toggle)} />
          ))}
        </Fragment>
      ))}
      <Separator />
      <ToolButton label="Link" icon={Link} aria-pressed={state.isLink} onClick={() => setDialog('link')} />
      <ToolButton label="Image" icon={ImagePlus} onClick={() => setDialog('image')} />
      <Separator />
      <ToolButton label="Undo" icon={Undo2} disabled={!state.canUndo} onClick={() => run((chain) => chain.undo())} />
      <ToolButton label="Redo" icon={Redo2} disabled={!state.canRedo} onClick={() => run((chain) => chain.redo())} />

      <Dialog open={dialog === 'link'} onOpenChange={onOpenChange}>
        <DialogContent title="Link" description="Leave the address empty to remove the link." onCloseAutoFocus={returnToText}>
          <UrlForm
            label="Link URL"
            initialUrl={editor.getAttributes('link').href ?? ''}
            isValid={(url) => url === '' || isSafeLinkHref(url)}
            invalidMessage="Enter an address starting with http://, https:// or mailto:"
            submitLabel="Apply"
            onSubmit={setLink}
          />
        </DialogContent>
      </Dialog>
      <Dialog open={dialog === 'image'} onOpenChange={onOpenChange}>
        <DialogContent title="Insert image" onCloseAutoFocus={returnToText}>
          <UrlForm
            label="Image URL"
            initialUrl=""
            isValid={isSafeImageSrc}
            invalidMessage="Enter an image address starting with http:// or https://"
            submitLabel="Insert"
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
