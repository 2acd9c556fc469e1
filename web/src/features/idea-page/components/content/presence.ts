/** Someone on a page now, as their browser says it (ADR 0113): shown as an avatar and with their caret. */
export type PresencePeer = { id: string; name: string; color: string };

/**
 * The colours people are shown in, each dark enough for white text on it (WCAG AA, 4.5:1, checked with the WebAIM
 * contrast checker: #b91c1c 6.5, #c2410c 5.2, #a16207 4.9, #15803d 5.0, #0f766e 5.5, #1d4ed8 6.7, #6d28d9 7.1, #be185d 6.0).
 */
const COLOURS = ['#b91c1c', '#c2410c', '#a16207', '#15803d', '#0f766e', '#1d4ed8', '#6d28d9', '#be185d'];

/** A person's colour: the same on every page and in every browser, from their id. */
export function presenceColour(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length]!;
}

/**
 * The people in a page's awareness states (what each browser says of itself), once each, without this browser's own
 * user. A state is anything a peer sent: only a well-formed user is taken, and only a colour from the palette.
 */
export function peersOf(states: Iterable<Record<string, unknown>>, ownId: string | null): PresencePeer[] {
  const peers = new Map<string, PresencePeer>();
  for (const state of states) {
    const user = state.user as Partial<PresencePeer> | undefined;
    if (typeof user?.id !== 'string' || typeof user.name !== 'string' || user.id === ownId) continue;
    peers.set(user.id, { id: user.id, name: user.name.slice(0, 100), color: safeColour(user.color) });
  }
  return [...peers.values()];
}

/** A peer's colour as the awareness state says it, if it is one of the palette's. */
export const safeColour = (color: unknown) =>
  typeof color === 'string' && COLOURS.includes(color) ? color : COLOURS[0]!;
