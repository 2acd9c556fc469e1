import { Extension } from '@tiptap/core';
import { yCursorPlugin } from '@tiptap/y-tiptap';
import type { HocuspocusProvider } from '@hocuspocus/provider';
import { safeColour } from './presence';

/** A page's awareness: who is on it, and where their carets are. */
export type Awareness = NonNullable<HocuspocusProvider['awareness']>;

/**
 * A peer's caret: a thin bar in their colour with their name above it — drawn by CSS from an attribute, so it is not
 * part of the text (a copy, a reader's text) and a name, which is what a peer says, is never markup.
 */
function caret(user: { name?: unknown; color?: unknown }): HTMLElement {
  const color = safeColour(user.color);
  const bar = document.createElement('span');
  bar.className = 'collab-caret';
  bar.style.setProperty('--caret-colour', color);
  bar.dataset.name = typeof user.name === 'string' ? user.name.slice(0, 100) : '';
  return bar;
}

/**
 * Other people's carets and selections in the editor, in their colours and with their names (ADR 0113): y-tiptap's
 * cursor plugin on the page's awareness, with a caret of our own (TipTap's caret extension only installs beside an
 * older TipTap).
 */
export const CollaborationCursors = Extension.create<{ awareness: Awareness | null }>({
  name: 'collaborationCursors',
  addOptions: () => ({ awareness: null }),
  addProseMirrorPlugins() {
    const { awareness } = this.options;
    if (!awareness) return [];
    return [
      yCursorPlugin(awareness, {
        cursorBuilder: caret,
        selectionBuilder: (user: { color?: unknown }) => ({
          style: `background-color: ${safeColour(user.color)}33`,
          class: 'collab-selection',
        }),
      }),
    ];
  },
});
