/** How the tools read an AI answer that was asked for as a list (ai-prompts.ts asks for one item a line). */

/** The answer's items: one a line, without bullets, numbers or quotes, blank lines and repeats left out. */
export function answerLines(text: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const item = line
      .replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '')
      .replace(/^["“'](.*)["”']$/, '$1')
      .trim();
    if (item && !seen.has(item.toLowerCase())) {
      seen.add(item.toLowerCase());
      items.push(item);
    }
  }
  return items;
}

export const ASSUMPTION_KINDS = ['problem', 'customer', 'solution', 'willingness-to-pay', 'channel'] as const;
export type AssumptionKind = (typeof ASSUMPTION_KINDS)[number];

export type DraftedAssumption = { kind: AssumptionKind; assumption: string; method: string; successCriterion: string };

/** A validation plan's lines ('kind | assumption | method | success criterion'); lines of another shape are left out. */
export function draftedAssumptions(text: string): DraftedAssumption[] {
  return answerLines(text).flatMap((line) => {
    const [kindWords = '', assumption = '', method = '', successCriterion = ''] = line.split('|').map((part) => part.trim());
    const kind = ASSUMPTION_KINDS.find((candidate) => candidate === kindWords.toLowerCase().replace(/\s+/g, '-'));
    return kind && assumption ? [{ kind, assumption, method, successCriterion }] : [];
  });
}
