/** The list with the item at `from` moved to `to` (both within the list): reordering by 'Move up' and 'Move down'. */
export function moved<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
