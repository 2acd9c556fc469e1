import { synthesise } from '@core/tools/user-research-bot/synthesis';
import { useMemo } from 'react';
import { SectionCard } from '@/components/section-card';
import { useT } from '@/lib/i18n/use-t';
import type { ResearchDocument } from '../hooks/use-research-document';

/** The quotes grouped by tag, the most quoted first, with how many quotes and interviewees each tag has. */
export function SynthesisSection({ research }: { research: ResearchDocument }) {
  const t = useT();
  const { interviews, quotes } = research.plan;
  const { groups, untagged } = useMemo(() => synthesise(interviews, quotes), [interviews, quotes]);
  return (
    <SectionCard title={t({ id: 'userResearchBot.synthesis.title', defaultMessage: 'Synthesis' })}>
      {groups.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'userResearchBot.synthesis.empty',
            defaultMessage:
              'Highlight quotes in your interview notes and tag them: the tags gather here, the most frequent first.',
          })}
        </p>
      )}
      {groups.map((group) => (
        <section key={group.tag} aria-label={group.tag} className="space-y-2">
          <h3 className="font-semibold">
            {group.tag}
            <span className="ms-2 text-sm font-normal text-muted-foreground">
              {t(
                {
                  id: 'userResearchBot.synthesis.counts',
                  defaultMessage:
                    '{quotes, plural, one {# quote} other {# quotes}} from {people, plural, one {# interviewee} other {# interviewees}}',
                },
                { quotes: group.quoteCount, people: group.intervieweeCount },
              )}
            </span>
          </h3>
          <ul className="space-y-1 text-sm">
            {group.quotes.map(({ quote, who }) => (
              <li key={quote.id}>
                {t(
                  { id: 'userResearchBot.synthesis.quote', defaultMessage: '“{text}” — {who}' },
                  { text: quote.text, who },
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {untagged.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {t(
            {
              id: 'userResearchBot.synthesis.untagged',
              defaultMessage: '{count, plural, one {# quote has} other {# quotes have}} no tag yet.',
            },
            { count: untagged.length },
          )}
        </p>
      )}
    </SectionCard>
  );
}
