/** The tiles with `tile` moved `by` places (negative: earlier), kept within the list; the same list when it cannot move. */
export function movedTile(tiles: readonly string[], tile: string, by: number): string[] {
  const from = tiles.indexOf(tile);
  const to = Math.min(tiles.length - 1, Math.max(0, from + by));
  if (from === -1 || to === from) return [...tiles];
  const rest = tiles.filter((id) => id !== tile);
  return [...rest.slice(0, to), tile, ...rest.slice(to)];
}

/** The tiles with `tile` moved to where `onto` is (a drop): earlier or later as it was dragged. */
export const droppedTile = (tiles: readonly string[], tile: string, onto: string): string[] =>
  movedTile(tiles, tile, tiles.indexOf(onto) - tiles.indexOf(tile));
