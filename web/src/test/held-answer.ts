import { act } from '@testing-library/react';

type Answer = { status?: number; body: unknown };

/**
 * An API answer held back until the test sends it, as a slow server does: `handler` goes in fakeApi's table,
 * `send(answer)` lets it arrive (and the page take it in).
 */
export function heldAnswer() {
  let resolve: (answer: Answer) => void = () => undefined;
  const answer = new Promise<Answer>((settle) => (resolve = settle));
  return { handler: () => answer, send: (sent: Answer) => act(async () => resolve(sent)) };
}
