/**
 * A term sheet cut into its sections: most are written as 'Heading: text' (or the heading on a line of its
 * own, or in a table's first column), one after the other; others are plain paragraphs. Each section keeps
 * where it is in the pasted text, so what a clause matched can be shown as written.
 */
export type TermSheetSection = {
  /** The label the section starts with ('Liquidation Preference'), '' for a paragraph without one. */
  heading: string;
  /** The section as written: its heading and its text. */
  text: string;
  start: number;
  end: number;
};

const NUMBERING = String.raw`(?:\(?(?:\d+(?:\.\d+)*|[a-z]|[ivx]+)[.)]\s*)?`;
/**
 * 'Liquidation Preference:', '3. Board of Directors –', 'No-Shop<tab>' at the start of a line: up to 8 words ('Right to
 * Participate Pro Rata in Future Rounds'), starting with a capital, or with the NVCA's bracket around an optional
 * clause ('[Drag Along:').
 */
const LABELLED = new RegExp(
  String.raw`^[ \t]*\[?${NUMBERING}([A-Z][\w'’/&(),.-]*(?:[ \t]+[\w'’/&(),.-]+){0,7}?)[ \t]*(?::|\t| – | — | - )`,
);
/** A line that is only a heading: a few words, no full stop at its end. */
const HEADING_ONLY = /^[ \t]*\[?(?:\d+(?:\.\d+)*[.)]?\s*)?([A-Z][\w'’/&()-]*(?:[ \t]+[\w'’/&()-]+){0,7})[ \t]*$/;
/**
 * Never a heading: the NVCA's alternatives ('[Alternative 1 (non-participating Preferred Stock):'), a formula's terms
 * ('A<tab>=<tab>Number of shares…') and the 'Where:' before them.
 */
const NOT_A_HEADING = /^[ \t]*\[?(?:Alternative\s+\d|Where\s*:|\w+[ \t]*=)/;
const SMALL_WORDS = new Set([
  'of',
  'and',
  'the',
  'to',
  'on',
  'for',
  'in',
  'a',
  'an',
  'or',
  'by',
  'with',
  'per',
  '&',
  '/',
]);

/** 'Right of First Refusal', 'ANTI-DILUTION': each word capitalised or a small word. */
const isTitleLike = (heading: string) =>
  heading.split(/\s+/).every((word) => SMALL_WORDS.has(word) || /^[^a-z]/.test(word));

type Line = { text: string; start: number; end: number };

function linesOf(text: string): Line[] {
  let start = 0;
  return text.split('\n').map((line) => {
    const found = { text: line, start, end: start + line.length };
    start += line.length + 1;
    return found;
  });
}

type Open = { heading: string; start: number; end: number; hasBody: boolean };

/**
 * The heading a line starts a section with, if it does. A labelled line ('Board composition: …') does when its
 * label reads as a title, is a table's first column, or follows a blank line or a finished sentence (a list item inside a clause,
 * '(b) Amend the charter: …', does not); a line that is only a heading does when it reads as a title.
 */
function headingOf(line: string, previous: string): { heading: string; hasBody: boolean } | undefined {
  if (NOT_A_HEADING.test(line)) return undefined;
  const labelled = LABELLED.exec(line)?.[1]?.trim();
  // A table's row ('Pre-money valuation<tab>USD 15,000,000') is a section of its own, however its label is written.
  const tableRow = labelled !== undefined && /^[ \t]*[^\t]+\t\s*\S/.test(line);
  if (labelled && (tableRow || isTitleLike(labelled) || previous === '' || /[.;]$/.test(previous)))
    return { heading: labelled, hasBody: true };
  const only = HEADING_ONLY.exec(line)?.[1]?.trim();
  return only && isTitleLike(only) ? { heading: only, hasBody: false } : undefined;
}

/** The sections of a term sheet, in order: a new one at each heading, and after each blank line. */
export function splitSections(text: string): TermSheetSection[] {
  const sections: TermSheetSection[] = [];
  let current: Open | null = null;
  let previous = '';
  const close = () => {
    if (current)
      sections.push({
        heading: current.heading,
        text: text.slice(current.start, current.end).trim(),
        start: current.start,
        end: current.end,
      });
    current = null;
  };
  for (const line of linesOf(text)) {
    const trimmed = line.text.trim();
    if (trimmed === '') {
      // A heading alone on its line keeps its section open across the blank line after it.
      if (current?.hasBody) close();
      previous = '';
      continue;
    }
    const heading = headingOf(line.text, previous);
    // The line after a heading alone is its text, unless it is labelled as a section of its own.
    const startsSection = heading !== undefined && (current === null || current.hasBody || heading.hasBody);
    if (startsSection) {
      close();
      current = { heading: heading.heading, start: line.start, end: line.end, hasBody: heading.hasBody };
    } else if (current) {
      current.end = line.end;
      current.hasBody = true;
    } else {
      current = { heading: '', start: line.start, end: line.end, hasBody: true };
    }
    previous = trimmed;
  }
  close();
  return sections;
}
