import type { IntroRequests } from '@core/tools/advisors-directory/intro-requests';
import { SectionCard } from '@/components/section-card';
import { QueryContent } from '@/components/ui/query-content';
import { useT } from '@/lib/i18n/use-t';
import { useIntroRequests } from '../api/intro-requests';
import { IntroRequestItem } from './intro-request-item';

function IntroList({
  intros,
  side,
  title,
  empty,
}: {
  intros: IntroRequests['sent'];
  side: 'received' | 'sent';
  title: string;
  empty: string;
}) {
  return (
    <section className="space-y-2">
      <h3 className="font-medium">{title}</h3>
      {intros.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-label={title} className="space-y-2">
          {intros.map((intro) => (
            <IntroRequestItem key={intro.id} intro={intro} side={side} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Intro requests": those received as an advisor (to accept or decline) and those sent as a founder. */
export function IntroRequestsSection() {
  const t = useT();
  const intros = useIntroRequests();
  return (
    <SectionCard title={t({ id: 'advisors.intros.title', defaultMessage: 'Intro requests' })}>
      <QueryContent
        query={intros}
        errorMessage={t({
          id: 'advisors.intros.loadFailed',
          defaultMessage: 'Your intro requests could not be loaded. Please try again later.',
        })}
        skeletonClassName="h-24 w-full"
      >
        {({ received, sent }) => (
          <div className="grid gap-6 md:grid-cols-2">
            <IntroList
              intros={received}
              side="received"
              title={t({ id: 'advisors.intros.received', defaultMessage: 'Received' })}
              empty={t({
                id: 'advisors.intros.noneReceived',
                defaultMessage: 'No founder has asked you for an intro yet.',
              })}
            />
            <IntroList
              intros={sent}
              side="sent"
              title={t({ id: 'advisors.intros.sent', defaultMessage: 'Sent' })}
              empty={t({
                id: 'advisors.intros.noneSent',
                defaultMessage: 'You have not asked an advisor for an intro yet. Find one above.',
              })}
            />
          </div>
        )}
      </QueryContent>
    </SectionCard>
  );
}
