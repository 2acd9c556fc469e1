import type { ClauseId } from './clause-types';
import { findClauses } from './find-clauses';

// What the NVCA wording tests read of a text (nvca-wording.test.ts, nvca-liquidation.test.ts).

/** How a clause in the text reads: [rating, reason, values]; undefined when it is not found. */
export const reading = (text: string, id: ClauseId) => {
  const clause = findClauses(text).found.find((found) => found.id === id);
  return clause && [clause.rating, clause.reason, clause.values];
};

/** The excerpts a clause is shown with. */
export const excerpts = (text: string, id: ClauseId) =>
  findClauses(text)
    .found.find((clause) => clause.id === id)
    ?.excerpts.map((excerpt) => excerpt.text);
