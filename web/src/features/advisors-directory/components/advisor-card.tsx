import type { AdvisorCard as AdvisorCardData } from '@core/tools/advisors-directory/advisor-search';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import { AdvisorDetails } from './advisor-details';
import { IntroForm } from './intro-form';

/** An advisor found by the search: who they are, what they offer, and Request an intro (not on one's own card). */
export function AdvisorCard({ advisor }: { advisor: AdvisorCardData }) {
  const t = useT();
  const nameId = useId();
  const [isAsking, setIsAsking] = useState(false);
  return (
    <article aria-labelledby={nameId} className="space-y-3 rounded-md border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={nameId} className="font-semibold">
            {advisor.name}
          </h3>
          <p className="text-sm text-muted-foreground">{advisor.headline}</p>
        </div>
        {advisor.isMine && (
          <Badge variant="primary">{t({ id: 'advisors.card.mine', defaultMessage: 'Your profile' })}</Badge>
        )}
        {advisor.hasPendingIntro && (
          <Badge variant="warning">{t({ id: 'advisors.card.requested', defaultMessage: 'Intro requested' })}</Badge>
        )}
      </div>
      <AdvisorDetails profile={advisor} />
      {!advisor.isMine &&
        !advisor.hasPendingIntro &&
        (isAsking ? (
          <IntroForm advisorId={advisor.id} name={advisor.name} onDone={() => setIsAsking(false)} />
        ) : (
          <Button size="sm" onClick={() => setIsAsking(true)}>
            {t({ id: 'advisors.card.requestIntro', defaultMessage: 'Request an intro' })}
          </Button>
        ))}
    </article>
  );
}
