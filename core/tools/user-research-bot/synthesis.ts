import type { Interview, Quote } from './research-plan';

/** A tag's quotes: the tag as first written, how many quotes and interviewees, and the quotes with who said them. */
type TagGroup = { tag: string; quoteCount: number; intervieweeCount: number; quotes: { quote: Quote; who: string }[] };

/** A tag as compared: trimmed, spaces folded, case ignored ('Pricing ' and 'pricing' are one tag). */
const tagKey = (tag: string) => tag.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** Tags typed in one field, comma-separated: trimmed, empty ones and repeats (same key) left out. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((tag) => tag.trim().replace(/\s+/g, ' '))
    .filter((tag) => tag !== '' && !seen.has(tagKey(tag)) && seen.add(tagKey(tag)));
}

/**
 * The synthesis: quotes grouped by tag (a quote with two tags is in both groups), the most quoted tags first (then
 * by name), each group's quotes in the order they were highlighted; quotes without a tag are left to `untagged`.
 */
export function synthesise(
  interviews: readonly Interview[],
  quotes: readonly Quote[],
): { groups: TagGroup[]; untagged: Quote[] } {
  const whoOf = new Map(interviews.map((interview) => [interview.id, interview.who]));
  const groups = new Map<string, TagGroup & { interviewees: Set<string> }>();
  for (const quote of quotes) {
    for (const key of new Set(quote.tags.map(tagKey))) {
      const group = groups.get(key) ?? {
        tag: quote.tags.find((tag) => tagKey(tag) === key)!.trim(),
        quoteCount: 0,
        intervieweeCount: 0,
        quotes: [],
        interviewees: new Set(),
      };
      group.quotes.push({ quote, who: whoOf.get(quote.interviewId) ?? '' });
      group.interviewees.add(quote.interviewId);
      group.quoteCount = group.quotes.length;
      group.intervieweeCount = group.interviewees.size;
      groups.set(key, group);
    }
  }
  const sorted = [...groups.values()]
    .map(({ interviewees: _, ...group }) => group)
    .sort((a, b) => b.quoteCount - a.quoteCount || a.tag.localeCompare(b.tag, 'en', { sensitivity: 'base' }));
  return { groups: sorted, untagged: quotes.filter((quote) => quote.tags.length === 0) };
}
