/**
 * Scrolls to the field whose label says exactly `label` and puts the cursor in it: an empty state's first step,
 * an AI button's 'Go to field'. Found by its label, as the founder sees it, so that it works wherever the field is
 * drawn (a tool's section, the page's header).
 */
export function goToField(label: string, root: ParentNode = document) {
  const named = [...root.querySelectorAll('label')].find((element) => element.textContent.trim() === label);
  const field = named?.control;
  if (!field) return;
  field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  field.focus({ preventScroll: true });
}
