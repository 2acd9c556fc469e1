import { describe, expect, it } from 'vitest';
import { peersOf, presenceColour } from './presence';

describe('peersOf', () => {
  it('lists each other person once, without this browser’s user, and only in a colour of the palette', () => {
    const states = [
      { user: { id: 'ada', name: 'Ada Lovelace', color: presenceColour('ada') } },
      { user: { id: 'bob', name: 'Bob Builder', color: '#1d4ed8' } },
      // Bob in a second tab.
      { user: { id: 'bob', name: 'Bob Builder', color: '#1d4ed8' } },
      // What a peer may send instead of a user: ignored, or its colour replaced by the palette's first.
      { user: { id: 'eve', name: 'Eve', color: 'red;background:url(x)' } },
      { user: { id: 42, name: 'Not a person' } },
      {},
    ];
    expect(peersOf(states, 'ada')).toEqual([
      { id: 'bob', name: 'Bob Builder', color: '#1d4ed8' },
      { id: 'eve', name: 'Eve', color: '#b91c1c' },
    ]);
  });

  it('gives a person the same colour every time', () => {
    expect(presenceColour('user-1')).toBe(presenceColour('user-1'));
  });
});
