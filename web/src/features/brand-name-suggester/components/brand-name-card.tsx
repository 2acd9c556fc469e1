import type { DomainCheck } from '@core/tools/brand-name-suggester/brand-name-lists';
import type { NameMark, ShownName } from '@core/tools/brand-name-suggester/kept-names';
import { Bookmark, BookmarkCheck, Globe, Heart, Radar, Search } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { AiDraftBadge } from '@/components/ai-draft-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { useCheckDomain } from '../api/check-domain';
import { DomainCheckStatus } from './domain-check-status';

type BrandNameCardProps = {
  shown: ShownName;
  liked: boolean;
  saved: boolean;
  check: DomainCheck | null;
  onToggle: (mark: NameMark) => void;
  onChecked: (check: DomainCheck) => void;
};

/** Where the Domain Tracker takes a domain to track on arrival. */
const trackHref = (domain: string) => `${paths.tool.getHref('domain-tracker')}?track=${encodeURIComponent(domain)}`;

/** One name: like it, see its domain and what its last check found, check it now, save it, or track it. */
export function BrandNameCard({ shown, liked, saved, check, onToggle, onChecked }: BrandNameCardProps) {
  const t = useT();
  const headingId = useId();
  const checking = useCheckDomain();
  const { name, domain } = shown;
  const checkNow = () => checking.mutate(domain, { onSuccess: onChecked });

  return (
    <Card role="article" aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-lg font-semibold">
            {name}
          </h3>
          {shown.aiDraft && <AiDraftBadge />}
        </div>
        <button
          type="button"
          aria-label={t({ id: 'brandNameSuggester.card.like', defaultMessage: 'Like {name}' }, { name })}
          aria-pressed={liked}
          onClick={() => onToggle('liked')}
          className="rounded-md p-1.5 text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Heart className={cn('size-5', liked && 'fill-red-500 text-red-500')} aria-hidden="true" />
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Globe className="size-4 text-muted-foreground" aria-hidden="true" />
        <span>{domain}</span>
        <DomainCheckStatus check={check} />
      </div>
      <FormAlert
        message={
          checking.error
            ? messageOf(
                checking.error,
                t({
                  id: 'brandNameSuggester.card.checkError',
                  defaultMessage: 'Could not check the domain. Please try again.',
                }),
              )
            : undefined
        }
      />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={checking.isPending}
          aria-busy={checking.isPending}
          onClick={checkNow}
        >
          <Search className="size-4" aria-hidden="true" />
          {checking.isPending
            ? t({ id: 'brandNameSuggester.card.checking', defaultMessage: 'Checking…' })
            : t({ id: 'brandNameSuggester.card.checkDomain', defaultMessage: 'Check Domain' })}
        </Button>
        <Button
          size="sm"
          variant={saved ? 'outline' : 'primary'}
          aria-pressed={saved}
          onClick={() => onToggle('saved')}
        >
          {saved ? (
            <BookmarkCheck className="size-4" aria-hidden="true" />
          ) : (
            <Bookmark className="size-4" aria-hidden="true" />
          )}
          {t({ id: 'brandNameSuggester.card.saveName', defaultMessage: 'Save Name' })}
        </Button>
        <Link
          to={trackHref(domain)}
          aria-label={t(
            { id: 'brandNameSuggester.card.trackLabel', defaultMessage: 'Track {domain} in Domain Tracker' },
            { domain },
          )}
          className="inline-flex h-8 items-center gap-2 rounded-md px-3 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <Radar className="size-4" aria-hidden="true" />
          {t({ id: 'brandNameSuggester.card.track', defaultMessage: 'Track' })}
        </Link>
      </div>
    </Card>
  );
}
