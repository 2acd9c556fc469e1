import { describe, expect, it } from 'vitest';
import { droppedTile, movedTile } from './tile-moves';

describe('tile moves', () => {
  const tiles = ['a', 'b', 'c', 'd'];

  it('moves a tile earlier or later by places, and no further than the ends', () => {
    expect(movedTile(tiles, 'c', -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(movedTile(tiles, 'a', 1)).toEqual(['b', 'a', 'c', 'd']);
    // Down a row of two: two places later.
    expect(movedTile(tiles, 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(movedTile(tiles, 'a', -1)).toEqual(tiles);
    expect(movedTile(tiles, 'd', 3)).toEqual(tiles);
    expect(movedTile(tiles, 'c', 5)).toEqual(['a', 'b', 'd', 'c']);
    expect(movedTile(tiles, 'x', 1)).toEqual(tiles);
  });

  it('drops a tile where another is, before it when dragged back and after it when dragged on', () => {
    expect(droppedTile(tiles, 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(droppedTile(tiles, 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
  });
});
