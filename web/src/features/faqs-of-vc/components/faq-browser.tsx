import { FAQ_ENTRIES, type FaqEntry, type FaqTexts } from '@core/tools/faqs-of-vc/faq-entries';
import { FAQ_TOPICS, type FaqTopic } from '@core/tools/faqs-of-vc/faq-types';
import { searchFaqs } from '@core/tools/faqs-of-vc/search-faqs';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { useT } from '@/lib/i18n/use-t';
import { useOpenedByAddress } from '../hooks/use-opened-by-address';
import { FaqEntryItem } from './faq-entry';

const BY_ID = new Map<string, FaqEntry>(FAQ_ENTRIES.map((entry) => [entry.id, entry]));

/**
 * The questions, searchable (every word typed must begin a word of the question or its answer, in the page's
 * language) and filtered by topic: grouped by topic while nothing is typed, best match first once something is.
 */
export function FaqBrowser({ texts }: { texts: FaqTexts }) {
  const t = useT();
  const headingId = useId();
  const [query, setQuery] = useState('');
  const [topic, setTopic] = useState<FaqTopic | undefined>();
  const searched = useDeferredValue(query);
  const hits = useMemo(
    () => searchFaqs({ entries: FAQ_ENTRIES, texts: texts.entries, query: searched, topic }),
    [searched, texts, topic],
  );
  useOpenedByAddress();
  const entryOf = (id: string) => BY_ID.get(id)!;
  const ranked = searched.trim() !== '';
  return (
    <div className="space-y-4">
      <div className="space-y-3">
        <SearchField
          label={t({ id: 'faqsOfVc.search.label', defaultMessage: 'Search the questions' })}
          value={query}
          onChange={setQuery}
          placeholder={t({ id: 'faqsOfVc.search.placeholder', defaultMessage: 'SAFE, dilution, board seats…' })}
        />
        <div
          role="group"
          aria-label={t({ id: 'faqsOfVc.topics.label', defaultMessage: 'Topic' })}
          className="flex flex-wrap gap-2"
        >
          <Button
            size="sm"
            variant={topic ? 'outline' : 'primary'}
            aria-pressed={!topic}
            onClick={() => setTopic(undefined)}
          >
            {t({ id: 'faqsOfVc.topics.all', defaultMessage: 'All topics' })}
          </Button>
          {FAQ_TOPICS.map((each) => (
            <Button
              key={each}
              size="sm"
              variant={topic === each ? 'primary' : 'outline'}
              aria-pressed={topic === each}
              onClick={() => setTopic(topic === each ? undefined : each)}
            >
              {texts.topics[each]}
            </Button>
          ))}
        </div>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {hits.length === 0
          ? t(
              {
                id: 'faqsOfVc.search.none',
                defaultMessage: 'No question matches “{query}”. Try other words, or ask the AI below.',
              },
              { query: searched.trim() },
            )
          : t(
              {
                id: 'faqsOfVc.search.count',
                defaultMessage: '{count, plural, one {# question} other {# questions}}',
              },
              { count: hits.length },
            )}
      </p>
      {ranked ? (
        <ul className="space-y-2">
          {hits.map((hit) => (
            <li key={hit.id}>
              <FaqEntryItem entry={entryOf(hit.id)} text={texts.entries[hit.id]} />
            </li>
          ))}
        </ul>
      ) : (
        FAQ_TOPICS.filter((each) => hits.some((hit) => hit.topic === each)).map((each) => (
          <section key={each} aria-labelledby={`${headingId}-${each}`} className="space-y-2">
            <h2 id={`${headingId}-${each}`} className="pt-2 text-lg font-semibold">
              {texts.topics[each]}
            </h2>
            <ul className="space-y-2">
              {hits
                .filter((hit) => hit.topic === each)
                .map((hit) => (
                  <li key={hit.id}>
                    <FaqEntryItem entry={entryOf(hit.id)} text={texts.entries[hit.id]} />
                  </li>
                ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
