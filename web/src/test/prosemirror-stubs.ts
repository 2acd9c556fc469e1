/**
 * jsdom lays nothing out; ProseMirror measures the selection to scroll it into view. Call once per file (beforeAll)
 * in tests that render the rich content editor; nothing there needs real sizes.
 */
export function stubProseMirrorLayout() {
  const noRect = () => new DOMRect();
  const noRects = (): DOMRectList => ({
    length: 0,
    item: () => null,
    [Symbol.iterator]: () => new Array<DOMRect>().values(),
  });
  Range.prototype.getBoundingClientRect = noRect;
  Range.prototype.getClientRects = noRects;
  document.elementFromPoint = () => null;
}
