import type { Editor } from '@tiptap/react';
import type { PendingInput } from './pending-input';
import { formatToggle } from './toolbar-buttons';

/**
 * Carries out in the editor what the user did while it loaded: the caret goes where they clicked (or to the start,
 * as the editor puts it on Tab), a format they pressed is turned on, and what they typed is typed, through the
 * editor's own text input (so '# ' still makes a heading) and its own Enter, Backspace and Delete keys.
 */
export function replayPendingInput(editor: Editor, { point, focused, action, steps }: PendingInput) {
  if (!focused && action === null && steps.length === 0) return;
  const content = editor.view.dom.getBoundingClientRect();
  const clicked = point
    ? editor.view.posAtCoords({ left: content.left + point.x, top: content.top + point.y })?.pos
    : undefined;
  editor.commands.focus(clicked ?? 'start');
  // At once, not on the next frame as TipTap's focus does: a key pressed in between would go nowhere.
  editor.view.focus();
  const toggle = action === null ? undefined : formatToggle(action);
  if (toggle) toggle(editor.chain()).run();
  const { view } = editor;
  for (const step of steps) {
    if ('key' in step) {
      // Through the editor's keymap, as a pressed key is (TipTap's keyboardShortcut command would drop the marks
      // that Enter carries over to the new line).
      const pressed = new KeyboardEvent('keydown', { key: step.key, bubbles: true, cancelable: true });
      view.someProp('handleKeyDown', (handle) => handle(view, pressed));
      continue;
    }
    const { from, to } = view.state.selection;
    const typed = () => view.state.tr.insertText(step.text, from, to);
    if (!view.someProp('handleTextInput', (handle) => handle(view, from, to, step.text, typed))) view.dispatch(typed());
  }
}
