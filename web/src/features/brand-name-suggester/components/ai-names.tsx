import type { ShownName } from '@core/tools/brand-name-suggester/kept-names';
import { SectionCard } from '@/components/section-card';
import { useT } from '@/lib/i18n/use-t';
import type { NameList } from '../hooks/use-name-list';
import { NameCards } from './name-cards';

/** The AI's last suggestions as name cards, marked AI draft; nothing before the first. */
export function AiNames({ list }: { list: NameList }) {
  const t = useT();
  const suggested = list.values.aiSuggested;
  if (!suggested) return null;
  const shown: ShownName[] = suggested.map((suggestion) => ({
    ...suggestion,
    source: 'ai',
    aiDraft: list.keptOf(suggestion.domain)?.aiDraft ?? true,
  }));
  return (
    <SectionCard title={t({ id: 'brandNameSuggester.ai.title', defaultMessage: 'AI Suggestions' })}>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'brandNameSuggester.ai.none',
            defaultMessage: 'The AI’s answer held no names that could be used. Try again, or change the keywords.',
          })}
        </p>
      ) : (
        <NameCards names={shown} list={list} />
      )}
    </SectionCard>
  );
}
