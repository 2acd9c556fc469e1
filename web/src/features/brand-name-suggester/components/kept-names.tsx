import { useT } from '@/lib/i18n/use-t';
import type { NameList } from '../hooks/use-name-list';
import { NameCards } from './name-cards';
import { SectionCard } from '@/components/section-card';

/** The names liked or saved in this list, whatever they were generated from. */
export function KeptNames({ list }: { list: NameList }) {
  const t = useT();
  const { names } = list.values;
  return (
    <SectionCard title={t({ id: 'brandNameSuggester.kept.title', defaultMessage: 'Liked and saved names' })}>
      {names.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'brandNameSuggester.kept.empty',
            defaultMessage: 'Like a name or save it to keep it in this list.',
          })}
        </p>
      ) : (
        <NameCards names={names} list={list} />
      )}
    </SectionCard>
  );
}
