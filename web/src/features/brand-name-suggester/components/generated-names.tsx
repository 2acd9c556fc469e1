import {
  BRAND_CATEGORIES,
  generateBrandNames,
  type BrandCategory,
} from '@core/tools/brand-name-suggester/generate-brand-names';
import type { ShownName } from '@core/tools/brand-name-suggester/kept-names';
import { useMemo, useState } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import type { NameList } from '../hooks/use-name-list';
import { NameCards } from './name-cards';
import { SectionCard } from '@/components/section-card';

const categoryNames: Record<BrandCategory, MessageDescriptor> = defineMessages({
  Modern: { id: 'brandNameSuggester.category.modern', defaultMessage: 'Modern' },
  Creative: { id: 'brandNameSuggester.category.creative', defaultMessage: 'Creative' },
  Tech: { id: 'brandNameSuggester.category.tech', defaultMessage: 'Tech' },
  Professional: { id: 'brandNameSuggester.category.professional', defaultMessage: 'Professional' },
});

/** The names generated from the list's last inputs, one category at a time (the chips); nothing before the first. */
export function GeneratedNames({ list }: { list: NameList }) {
  const t = useT();
  const [category, setCategory] = useState<BrandCategory>(BRAND_CATEGORIES[0]);
  const { generated } = list.values;
  const names = useMemo<ShownName[]>(
    () =>
      generated
        ? generateBrandNames(generated).map((suggestion) => ({ ...suggestion, source: 'generator', aiDraft: false }))
        : [],
    [generated],
  );
  if (!generated) return null;
  const shown = names.filter((name) => name.category === category);

  return (
    <SectionCard title={t({ id: 'brandNameSuggester.generated.title', defaultMessage: 'Generated Names' })}>
      <div
        role="group"
        aria-label={t({ id: 'brandNameSuggester.generated.categories', defaultMessage: 'Name categories' })}
        className="flex flex-wrap gap-2"
      >
        {BRAND_CATEGORIES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === category}
            onClick={() => setCategory(option)}
            className={cn(
              'rounded-full border px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              option === category
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-background hover:bg-muted',
            )}
          >
            {t(categoryNames[option])}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'brandNameSuggester.generated.noneInCategory',
            defaultMessage: 'No names in this category. Add another keyword for more.',
          })}
        </p>
      ) : (
        <NameCards names={shown} list={list} />
      )}
    </SectionCard>
  );
}
