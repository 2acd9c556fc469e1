/** The FAQ's topics, in the order the page groups them. */
export const FAQ_TOPICS = ['instruments', 'valuation', 'dilution', 'option-pool', 'terms', 'process', 'india'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

/** A public page an entry's answer rests on: its address (https), its own title and who publishes it. */
export type FaqSource = { url: string; title: string; publisher: string };

/** One question and answer, without its texts: those are per language, in `texts/<language>.ts`. */
export type FaqEntryData = {
  /** A stable kebab-case slug, used in links (`/tools/faqs-of-vc#what-is-a-safe`). */
  id: string;
  topic: FaqTopic;
  sources: readonly FaqSource[];
  /** The day the sources were last read against the answer (YYYY-MM-DD). */
  checkedOn: string;
};

/** A question and its answer in one language. */
export type FaqText = { question: string; answer: string };
