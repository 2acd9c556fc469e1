import type { ToolbarAction } from './toolbar-buttons';

/** A key the page content takes before its editor has loaded: text, or one of the keys that edit. */
export type PendingStep = { text: string } | { key: EditingKey };
const EDITING_KEYS = ['Enter', 'Backspace', 'Delete'] as const;
type EditingKey = (typeof EDITING_KEYS)[number];
const isEditingKey = (key: string): key is EditingKey => (EDITING_KEYS as readonly string[]).includes(key);

/**
 * What the user did to a page's content while its editor was still loading (RichContentView), for the editor to
 * carry out once it is there: nothing typed or clicked in those moments is lost.
 */
export type PendingInput = {
  /** Where they clicked in the text, from its top left corner (the caret goes there), if they clicked. */
  point: { x: number; y: number } | null;
  /** Whether the content has the focus (the editor takes it over). */
  focused: boolean;
  /** A toolbar button they pressed (a format to turn on, or the Link or Image dialog to open). */
  action: ToolbarAction | null;
  steps: PendingStep[];
};

export const noPendingInput = (): PendingInput => ({ point: null, focused: false, action: null, steps: [] });

/** The step a key press stands for, or null for keys that do not edit (arrows, shortcuts: they do nothing yet). */
export function stepOf(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  isComposing?: boolean;
}): PendingStep | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  if (event.key.length === 1) return { text: event.key };
  return isEditingKey(event.key) ? { key: event.key } : null;
}
