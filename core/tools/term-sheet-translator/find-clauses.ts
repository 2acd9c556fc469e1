import { CLAUSE_IDS, type ClauseId, type ClauseRating, type ClauseRule } from './clause-types';
import { CONTROL_CLAUSES } from './control-clauses';
import { ECONOMIC_CLAUSES } from './economic-clauses';
import { withoutRepeatedNumbers } from './read-numbers';
import { splitSections, type TermSheetSection } from './term-sheet-sections';

/** A part of the pasted text a clause was found in, as written, with where it is. */
export type ClauseExcerpt = { text: string; start: number; end: number };

/** A clause found in a term sheet: the text it matched and how it reads. */
export type FoundClause = ClauseRating & { id: ClauseId; excerpts: ClauseExcerpt[] };

export type TermSheetReading = {
  /** The clauses found, in the order of CLAUSE_IDS. */
  found: FoundClause[];
  /** The clauses the translator knows and did not find. */
  missing: ClauseId[];
};

const RULES = new Map<ClauseId, ClauseRule>([...ECONOMIC_CLAUSES, ...CONTROL_CLAUSES].map((rule) => [rule.id, rule]));

/** The sections a clause is in: every one whose heading names it, else the first whose text speaks of it. */
function sectionsOf(rule: ClauseRule, sections: TermSheetSection[]): TermSheetSection[] {
  const headed = sections.filter((section) => section.heading !== '' && rule.heading.test(section.heading));
  if (headed.length > 0) return headed;
  const spoken = sections.find((section) => rule.words.test(section.text));
  return spoken ? [spoken] : [];
}

/**
 * Reads a term sheet: each clause the translator knows, found by its section's heading or, failing that, by
 * the words it is written in; rated by the rules of its kind. Rules and patterns only: the same text always
 * reads the same.
 */
export function findClauses(text: string): TermSheetReading {
  const sections = splitSections(text.replace(/\r\n?/g, '\n'));
  const found: FoundClause[] = [];
  const missing: ClauseId[] = [];
  for (const id of CLAUSE_IDS) {
    const rule = RULES.get(id)!;
    const matched = sectionsOf(rule, sections);
    if (matched.length === 0) {
      missing.push(id);
      continue;
    }
    const excerpts = matched.map(({ text: excerpt, start, end }) => ({ text: excerpt, start, end }));
    found.push({
      id,
      excerpts,
      ...rule.rate(withoutRepeatedNumbers(excerpts.map((excerpt) => excerpt.text).join('\n'))),
    });
  }
  return { found, missing };
}
