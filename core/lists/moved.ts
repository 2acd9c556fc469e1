/**
 * The list with the item at `from` moved to `to`, the others keeping their order: reordering by 'Move up' and
 * 'Move down'. A copy, unchanged when either place is outside the list.
 */
export function moved<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const next = [...items];
  const isInside = (place: number) => Number.isInteger(place) && place >= 0 && place < items.length;
  if (!isInside(from) || !isInside(to)) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as Item);
  return next;
}
