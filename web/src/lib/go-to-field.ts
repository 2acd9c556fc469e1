/**
 * The event a field sends up just before it is gone to: whatever hides it (an input section folded on a phone,
 * CollapsibleSection) shows it then, so that it can be scrolled to and focused.
 */
export const REVEAL_FIELD_EVENT = 'reveal-field';

/**
 * Scrolls to a field and puts the cursor in it (a 'Go to field', a first step that starts in a field), first
 * showing it if a folded section hides it (REVEAL_FIELD_EVENT).
 */
export function focusField(field: HTMLElement | null | undefined) {
  if (!field) return;
  field.dispatchEvent(new Event(REVEAL_FIELD_EVENT, { bubbles: true }));
  field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  field.focus({ preventScroll: true });
}

/**
 * Goes to the field whose label says exactly `label` (focusField): an empty state's first step, an AI button's
 * 'Go to field'. Found by its label, as the founder sees it, so that it works wherever the field is drawn (a tool's
 * section, the page's header, whose document name is labelled by its aria-label, with no <label>: DocumentBar).
 */
export function goToField(label: string, root: ParentNode = document) {
  const labelled = [...root.querySelectorAll('label')].find((element) => element.textContent.trim() === label)?.control;
  const named = [
    ...root.querySelectorAll<HTMLElement>('input[aria-label], textarea[aria-label], select[aria-label]'),
  ].find((field) => field.getAttribute('aria-label')?.trim() === label);
  focusField(labelled ?? named);
}
