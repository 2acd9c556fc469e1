import { type BrandName } from '@core/tools/sample-tools/sample-data';
import { Bookmark, Globe, Heart, Search } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { useSampleText } from './sample-text';

type BrandNameCardProps = { brand: BrandName; isLiked: boolean; onToggleLike: () => void };

/** One suggested name: like it, see its domain and whether it is free. 'Check Domain' and 'Save Name' do nothing yet. */
export function BrandNameCard({ brand, isLiked, onToggleLike }: BrandNameCardProps) {
  const t = useT();
  const { domainStatusName } = useSampleText();
  const headingId = useId();
  return (
    <Card role="article" aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {brand.name}
        </h3>
        <button
          type="button"
          aria-label={t({ id: 'sampleTools.brandNameCard.like', defaultMessage: 'Like {name}' }, { name: brand.name })}
          aria-pressed={isLiked}
          onClick={onToggleLike}
          className="rounded-md p-1.5 text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Heart className={cn('size-5', isLiked && 'fill-red-500 text-red-500')} aria-hidden="true" />
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Globe className="size-4 text-muted-foreground" aria-hidden="true" />
        <span>{brand.domain}</span>
        {brand.available ? (
          <Badge variant="success">{domainStatusName('available')}</Badge>
        ) : (
          <Badge className="bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200">{domainStatusName('taken')}</Badge>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline">
          <Search className="size-4" aria-hidden="true" />
          {t({ id: 'sampleTools.brandNameCard.checkDomain', defaultMessage: 'Check Domain' })}
        </Button>
        <Button size="sm">
          <Bookmark className="size-4" aria-hidden="true" />
          {t({ id: 'sampleTools.brandNameCard.saveName', defaultMessage: 'Save Name' })}
        </Button>
      </div>
    </Card>
  );
}
