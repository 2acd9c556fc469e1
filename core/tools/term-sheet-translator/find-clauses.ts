import { CLAUSE_IDS, type ClauseId, type ClauseRating, type ClauseRule } from './clause-types';
import { CONTROL_CLAUSES } from './control-clauses';
import { ECONOMIC_CLAUSES } from './economic-clauses';
import { readableText } from './read-numbers';
import { ROUND_CLAUSES } from './round-clauses';
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

const ALL_RULES = [...ECONOMIC_CLAUSES, ...ROUND_CLAUSES, ...CONTROL_CLAUSES];
const RULES = new Map<ClauseId, ClauseRule>(ALL_RULES.map((rule) => [rule.id, rule]));

/**
 * A section another clause's heading names is that clause's: its words are not this one's ('pro rata share' in a
 * pay-to-play section is not the pro-rata right), except in the clause this one is written inside of.
 */
const headedByAnother = (rule: ClauseRule, section: TermSheetSection) =>
  section.heading !== '' &&
  ALL_RULES.some((other) => other !== rule && other.id !== rule.insideOf && other.heading.test(section.heading));

/** The sentence of a section the words are in, as written, with where it is in the text. */
function sentenceOf(text: string, section: TermSheetSection, words: RegExp): ClauseExcerpt {
  const body = text.slice(section.start, section.end);
  const at = words.exec(body)?.index ?? 0;
  // A sentence ends at a full stop, after any closing bracket or quote ('… Common Stock.] A merger'), or a line's end.
  const from = /^.*(?:\.["'”\])\]]*\s+|\n)/s.exec(body.slice(0, at))?.[0].length ?? 0;
  const next = /\.["'”\])\]]*(?=\s|$)|\n/.exec(body.slice(at));
  const to = next ? at + next.index + next[0].trimEnd().length : body.length;
  const sentence = body.slice(from, to);
  const start = section.start + from + (sentence.length - sentence.trimStart().length);
  return { text: sentence.trim(), start, end: start + sentence.trim().length };
}

/**
 * Where a clause is: every section whose heading names it, else the first section that speaks of it and is not
 * another clause's — shown whole, or as its sentence for a clause written inside another's.
 */
function excerptsOf(rule: ClauseRule, text: string, sections: TermSheetSection[]): ClauseExcerpt[] {
  const excerpt = ({ text: written, start, end }: TermSheetSection) => ({ text: written, start, end });
  const headed = sections.filter((section) => section.heading !== '' && rule.heading.test(section.heading));
  if (headed.length > 0) return headed.map(excerpt);
  const spoken = sections.find((section) => !headedByAnother(rule, section) && rule.words.test(section.text));
  if (!spoken) return [];
  return [rule.insideOf ? sentenceOf(text, spoken, rule.words) : excerpt(spoken)];
}

/**
 * Reads a term sheet: each clause the translator knows, found by its section's heading or, failing that, by
 * the words it is written in; rated by the rules of its kind. Rules and patterns only: the same text always
 * reads the same.
 */
export function findClauses(pasted: string): TermSheetReading {
  const text = pasted.replace(/\r\n?/g, '\n');
  const sections = splitSections(text);
  const found: FoundClause[] = [];
  const missing: ClauseId[] = [];
  for (const id of CLAUSE_IDS) {
    const rule = RULES.get(id)!;
    const excerpts = excerptsOf(rule, text, sections);
    if (excerpts.length === 0) {
      missing.push(id);
      continue;
    }
    found.push({ id, excerpts, ...rule.rate(readableText(excerpts.map((excerpt) => excerpt.text).join('\n'))) });
  }
  return { found, missing };
}
