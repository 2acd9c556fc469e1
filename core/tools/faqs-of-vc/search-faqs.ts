import { searchWords } from '../../search/search-words';
import { FAQ_TOPICS, type FaqText, type FaqTopic } from './faq-types';

/** A query word found in an entry's question counts this much, found in its answer this much (both add up). */
const QUESTION_WEIGHT = 3;
const ANSWER_WEIGHT = 1;

export type FaqSearchInput<Id extends string> = {
  /** The entries in reading order (FAQ_ENTRIES): ties and an empty query keep topic order, then this order. */
  entries: readonly { id: Id; topic: FaqTopic }[];
  /** One language's question and answer for every entry. */
  texts: Readonly<Record<Id, FaqText>>;
  query: string;
  /** Only this topic's entries, when given. */
  topic?: FaqTopic;
};

export type FaqSearchHit<Id extends string> = { id: Id; topic: FaqTopic; score: number };

/** How well one query word fits: a word of the text that begins with it counts, in the question or the answer. */
const wordScore = (queryWord: string, question: readonly string[], answer: readonly string[]): number =>
  (question.some((word) => word.startsWith(queryWord)) ? QUESTION_WEIGHT : 0) +
  (answer.some((word) => word.startsWith(queryWord)) ? ANSWER_WEIGHT : 0);

/**
 * The entries that answer a query, best first. Every query word must begin a word of the question or the answer;
 * the score adds, for each query word, QUESTION_WEIGHT if it is in the question and ANSWER_WEIGHT if it is in the
 * answer. Equal scores, and an empty query (which lists every entry with score 0), keep topic order and then the
 * entries' own order.
 */
export function searchFaqs<Id extends string>({
  entries,
  texts,
  query,
  topic,
}: FaqSearchInput<Id>): FaqSearchHit<Id>[] {
  const queryWords = [...new Set(searchWords(query))];
  const hits: (FaqSearchHit<Id> & { position: number })[] = [];
  entries.forEach((entry, position) => {
    if (topic !== undefined && entry.topic !== topic) return;
    const question = searchWords(texts[entry.id].question);
    const answer = searchWords(texts[entry.id].answer);
    const scores = queryWords.map((word) => wordScore(word, question, answer));
    if (scores.some((score) => score === 0)) return;
    hits.push({ id: entry.id, topic: entry.topic, score: scores.reduce((sum, score) => sum + score, 0), position });
  });
  const topicRank = (hit: FaqSearchHit<Id>) => FAQ_TOPICS.indexOf(hit.topic);
  return hits
    .sort((a, b) => b.score - a.score || topicRank(a) - topicRank(b) || a.position - b.position)
    .map(({ id, topic: hitTopic, score }) => ({ id, topic: hitTopic, score }));
}
