import { BRAND_CATEGORIES, BRAND_GENERATION_DELAY_MS, SAMPLE_BRAND_NAMES, type BrandCategory } from '@core/tools/sample-tools/sample-data';
import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { BrandNameCard } from './brand-name-card';
import { ComingSoonNote, SamplePage, SampleSection } from './sample-page';

type Generation = 'idle' | 'generating' | 'done';

/** The Brand Name Suggester sample page: 'Generate Names' pretends to work for 2 seconds, then shows sample names. */
export function BrandNameSuggester() {
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
    <SamplePage title="Brand Name Suggester" description="Describe your business and get brand name ideas with matching domains.">
      <Card>
        <form
          className="space-y-4"
          aria-label="Describe your business"
          onSubmit={(event) => {
            event.preventDefault();
            setGeneration('generating');
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Business Type" name="businessType" placeholder="e.g. Fintech, D2C, SaaS" />
            <FormField label="Keywords" name="keywords" placeholder="e.g. fast, trusted, green" />
          </div>
          <FormField label="Description" name="description" placeholder="What does your business do?" />
          <Button type="submit" disabled={isGenerating}>
            <Sparkles className="size-4" aria-hidden="true" />
            {isGenerating ? 'Generating...' : 'Generate Names'}
          </Button>
        </form>
      </Card>
      {generation === 'done' && (
        <SampleSection title="Generated Names">
          <div role="group" aria-label="Name categories" className="flex flex-wrap gap-2">
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
                {option}
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
      <ComingSoonNote>These are sample names. Full functionality of Brand Name Suggester is coming soon.</ComingSoonNote>
    </SamplePage>
  );
}
