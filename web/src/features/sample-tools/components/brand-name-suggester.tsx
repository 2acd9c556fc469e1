import { BRAND_CATEGORIES, BRAND_GENERATION_DELAY_MS, SAMPLE_BRAND_NAMES, type BrandCategory } from '@core/tools/sample-tools/sample-data';
import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { useToolText } from '@/lib/tool-text';
import { BrandNameCard } from './brand-name-card';
import { ComingSoonNote, SamplePage, SampleSection } from './sample-page';
import { useSampleText } from './sample-text';

type Generation = 'idle' | 'generating' | 'done';

/** The Brand Name Suggester sample page: 'Generate Names' pretends to work for 2 seconds, then shows sample names. */
export function BrandNameSuggester() {
  const t = useT();
  const { toolName } = useToolText();
  const { brandCategoryName } = useSampleText();
  const [generation, setGeneration] = useState<Generation>('idle');
  const [category, setCategory] = useState<BrandCategory>(BRAND_CATEGORIES[0]);
  const [liked, setLiked] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (generation !== 'generating') return;
    const timer = setTimeout(() => setGeneration('done'), BRAND_GENERATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [generation]);

  const toggleLike = (name: string) =>
    setLiked((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });

  const isGenerating = generation === 'generating';
  return (
    <SamplePage
      title={toolName('brand-name-suggester')}
      description={t({ id: 'sampleTools.brandNameSuggester.description', defaultMessage: 'Describe your business and get brand name ideas with matching domains.' })}
    >
      <Card>
        <form
          className="space-y-4"
          aria-label={t({ id: 'sampleTools.brandNameSuggester.formLabel', defaultMessage: 'Describe your business' })}
          onSubmit={(event) => {
            event.preventDefault();
            setGeneration('generating');
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t({ id: 'sampleTools.brandNameSuggester.businessType', defaultMessage: 'Business Type' })}
              name="businessType"
              placeholder={t({ id: 'sampleTools.brandNameSuggester.businessTypePlaceholder', defaultMessage: 'e.g. Fintech, D2C, SaaS' })}
            />
            <FormField
              label={t({ id: 'sampleTools.brandNameSuggester.keywords', defaultMessage: 'Keywords' })}
              name="keywords"
              placeholder={t({ id: 'sampleTools.brandNameSuggester.keywordsPlaceholder', defaultMessage: 'e.g. fast, trusted, green' })}
            />
          </div>
          <FormField
            label={t({ id: 'sampleTools.brandNameSuggester.businessDescription', defaultMessage: 'Description' })}
            name="description"
            placeholder={t({ id: 'sampleTools.brandNameSuggester.businessDescriptionPlaceholder', defaultMessage: 'What does your business do?' })}
          />
          <Button type="submit" disabled={isGenerating}>
            <Sparkles className="size-4" aria-hidden="true" />
            {isGenerating
              ? t({ id: 'sampleTools.brandNameSuggester.generating', defaultMessage: 'Generating...' })
              : t({ id: 'sampleTools.brandNameSuggester.generate', defaultMessage: 'Generate Names' })}
          </Button>
        </form>
      </Card>
      {generation === 'done' && (
        <SampleSection title={t({ id: 'sampleTools.brandNameSuggester.generated', defaultMessage: 'Generated Names' })}>
          <div role="group" aria-label={t({ id: 'sampleTools.brandNameSuggester.categories', defaultMessage: 'Name categories' })} className="flex flex-wrap gap-2">
            {BRAND_CATEGORIES.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={option === category}
                onClick={() => setCategory(option)}
                className={cn(
                  'rounded-full border px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  option === category ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-background hover:bg-muted',
                )}
              >
                {brandCategoryName(option)}
              </button>
            ))}
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {SAMPLE_BRAND_NAMES[category].map((brand) => (
              <li key={brand.name}>
                <BrandNameCard brand={brand} isLiked={liked.has(brand.name)} onToggleLike={() => toggleLike(brand.name)} />
              </li>
            ))}
          </ul>
        </SampleSection>
      )}
      <ComingSoonNote tool="brand-name-suggester" sample="names" />
    </SamplePage>
  );
}
