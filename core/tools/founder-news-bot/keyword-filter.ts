import type { NewsSettings } from './news-feeds';

/** What of an item the keyword filters read: its title and summary. */
type Filterable = { title: string; summary: string };

/** Lower-cased, accents kept: 'Série A' and 'série a' are one word. */
const fold = (text: string) => text.toLocaleLowerCase('en');

/**
 * Whether an item passes the founder's keyword filters (ADR 0110): with include words, at least one of them is in its
 * title or summary; none of the exclude words is. A word matches as written inside the text, case aside ('fund'
 * matches 'funding'), so a founder writes the stem they mean.
 */
export function passesFilters(item: Filterable, { include, exclude }: Pick<NewsSettings, 'include' | 'exclude'>) {
  const text = fold(`${item.title}\n${item.summary}`);
  const has = (word: string) => text.includes(fold(word));
  if (exclude.some(has)) return false;
  return include.length === 0 || include.some(has);
}
