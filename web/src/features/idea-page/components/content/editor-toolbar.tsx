import { isSafeImageSrc, isSafeLinkHref } from '@core/idea-page/rich-content';
import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';
import {
  FORMATS,
  formatToggle,
  IMAGE_ACTION,
  LINK_ACTION,
  REDO_ACTION,
  ToolbarButtons,
  UNDO_ACTION,
  type ToolbarAction,
} from './toolbar-buttons';

type EditorDialog = typeof LINK_ACTION | typeof IMAGE_ACTION;

/**
 * The formatting toolbar of a loaded editor: Link and Image ask for an address in a dialog (`openDialog`: one the
 * user asked for before the editor had loaded).
 */
export function EditorToolbar({ editor, openDialog = null }: { editor: Editor; openDialog?: EditorDialog | null }) {
  const t = useT();
  const [dialog, setDialog] = useState<EditorDialog | null>(openDialog);
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
    else if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
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

  const onAction = (action: ToolbarAction) => {
    if (action === LINK_ACTION || action === IMAGE_ACTION) setDialog(action);
    else if (action === UNDO_ACTION) run((chain) => chain.undo());
    else if (action === REDO_ACTION) run((chain) => chain.redo());
    else {
      const toggle = formatToggle(action);
      if (toggle) run(toggle);
    }
  };

  return (
    <ToolbarButtons state={state} onAction={onAction}>
      <Dialog open={dialog === 'link'} onOpenChange={onOpenChange}>
        <DialogContent
          title={t({ id: 'ideaPage.linkDialog.title', defaultMessage: 'Link' })}
          description={t({
            id: 'ideaPage.linkDialog.description',
            defaultMessage: 'Leave the address empty to remove the link.',
          })}
          onCloseAutoFocus={returnToText}
        >
          <UrlForm
            label={t({ id: 'ideaPage.linkDialog.url', defaultMessage: 'Link URL' })}
            initialUrl={editor.getAttributes('link').href ?? ''}
            isValid={(url) => url === '' || isSafeLinkHref(url)}
            invalidMessage={t({
              id: 'ideaPage.linkDialog.invalid',
              defaultMessage: 'Enter an address starting with http://, https:// or mailto:',
            })}
            submitLabel={t({ id: 'ideaPage.linkDialog.apply', defaultMessage: 'Apply' })}
            onSubmit={setLink}
          />
        </DialogContent>
      </Dialog>
      <Dialog open={dialog === 'image'} onOpenChange={onOpenChange}>
        <DialogContent
          title={t({ id: 'ideaPage.imageDialog.title', defaultMessage: 'Insert image' })}
          onCloseAutoFocus={returnToText}
        >
          <UrlForm
            label={t({ id: 'ideaPage.imageDialog.url', defaultMessage: 'Image URL' })}
            initialUrl=""
            isValid={isSafeImageSrc}
            invalidMessage={t({
              id: 'ideaPage.imageDialog.invalid',
              defaultMessage: 'Enter an image address starting with http:// or https://',
            })}
            submitLabel={t({ id: 'ideaPage.imageDialog.insert', defaultMessage: 'Insert' })}
            onSubmit={insertImage}
          />
        </DialogContent>
      </Dialog>
    </ToolbarButtons>
  );
}

type UrlFormProps = {
  label: string;
  initialUrl: string;
  isValid: (url: string) => boolean;
  invalidMessage: string;
  submitLabel: string;
  onSubmit: (url: string) => void;
};

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
      <FormField
        label={label}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={url}
        error={error}
        onChange={(event) => setUrl(event.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}
