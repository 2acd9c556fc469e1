import { Extension } from '@tiptap/react';
import { Placeholder } from '@tiptap/extensions';

type PlaceholderStorage = { text: string };

declare module '@tiptap/core' {
  interface Storage {
    changingPlaceholder: PlaceholderStorage;
  }
  interface Commands<ReturnType> {
    changingPlaceholder: {
      /** Shows `text` as the empty editor's placeholder from now on (the page's language changed). */
      setPlaceholder: (text: string) => ReturnType;
    };
  }
}

/**
 * TipTap's Placeholder, whose text can change after the editor is made: `setPlaceholder` keeps the new text and
 * makes an empty step (out of the undo history), which draws it again.
 */
export const ChangingPlaceholder = Extension.create<{ text: string }, PlaceholderStorage>({
  name: 'changingPlaceholder',
  addOptions: () => ({ text: '' }),
  addStorage() {
    return { text: this.options.text };
  },
  addExtensions() {
    return [Placeholder.configure({ placeholder: ({ editor }) => editor.storage.changingPlaceholder.text })];
  },
  addCommands() {
    return {
      setPlaceholder:
        (text) =>
        ({ tr, editor }) => {
          editor.storage.changingPlaceholder.text = text;
          tr.setMeta('addToHistory', false);
          return true;
        },
    };
  },
});
