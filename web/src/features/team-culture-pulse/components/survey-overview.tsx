import type { PulseSurveyView } from '@core/tools/team-culture-pulse/pulse-survey';
import { useState } from 'react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { useFormat } from '@/lib/use-format';
import { useDeletePulseSurvey } from '../api/delete-pulse-survey';
import { useOpenPulseRound } from '../api/open-pulse-round';
import { SurveyLink } from './survey-link';

type SurveyOverviewProps = {
  survey: PulseSurveyView;
  freshUrl: string | null;
  onLinkMade: (url: string) => void;
  onEdit: () => void;
};

type Asking = 'round' | 'delete' | null;

/** A survey's open round and its answers so far, its link, and what the founder does with it. */
export function SurveyOverview({ survey, freshUrl, onLinkMade, onEdit }: SurveyOverviewProps) {
  const t = useT();
  const format = useFormat();
  const messageOf = useMessageOf();
  const openRound = useOpenPulseRound();
  const remove = useDeletePulseSurvey();
  const [asking, setAsking] = useState<Asking>(null);
  const { number, openedAt, answerCount } = survey.currentRound;
  const failed = (fallback: string) => (error: Error) => toast.error(messageOf(error, fallback));

  return (
    <SectionCard title={survey.teamName}>
      <p className="text-sm" role="status">
        {t(
          {
            id: 'pulse.overview.round',
            defaultMessage:
              'Round {number} open since {date} · {count, plural, =0 {no answers yet} one {# answer} other {# answers}}',
          },
          { number, date: format.date(openedAt), count: answerCount },
        )}
      </p>
      <SurveyLink surveyId={survey.id} hasLink={survey.hasLink} freshUrl={freshUrl} onLinkMade={onLinkMade} />
      <div className="flex flex-wrap gap-2 border-t border-border pt-4">
        <Button onClick={() => setAsking('round')} disabled={openRound.isPending}>
          {t({ id: 'pulse.overview.openRound', defaultMessage: 'Open a new round' })}
        </Button>
        <Button variant="outline" onClick={onEdit}>
          {t({ id: 'pulse.overview.edit', defaultMessage: 'Edit questions' })}
        </Button>
        <Button variant="outline" onClick={() => setAsking('delete')} disabled={remove.isPending}>
          {t({ id: 'pulse.overview.delete', defaultMessage: 'Delete survey' })}
        </Button>
      </div>
      <ConfirmDialog
        open={asking === 'round'}
        onOpenChange={(open) => setAsking(open ? 'round' : null)}
        title={t({ id: 'pulse.overview.roundTitle', defaultMessage: 'Open round {next}?' }, { next: number + 1 })}
        description={t(
          {
            id: 'pulse.overview.roundDescription',
            defaultMessage: 'Round {number} closes. The same link asks everyone again, for round {next}.',
          },
          { number, next: number + 1 },
        )}
        confirmLabel={t({ id: 'pulse.overview.openRound', defaultMessage: 'Open a new round' })}
        isPending={openRound.isPending}
        onConfirm={() =>
          openRound.mutate(survey.id, {
            onSuccess: () => setAsking(null),
            onError: failed(
              t({ id: 'pulse.overview.roundFailed', defaultMessage: 'A new round could not be opened.' }),
            ),
          })
        }
      />
      <ConfirmDialog
        open={asking === 'delete'}
        onOpenChange={(open) => setAsking(open ? 'delete' : null)}
        title={t({ id: 'pulse.overview.deleteTitle', defaultMessage: 'Delete this survey?' })}
        description={t({
          id: 'pulse.overview.deleteDescription',
          defaultMessage: 'Its rounds and answers are deleted, and its link stops working. This cannot be undone.',
        })}
        confirmLabel={t({ id: 'pulse.overview.delete', defaultMessage: 'Delete survey' })}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(survey.id, {
            onSuccess: () => setAsking(null),
            onError: failed(
              t({ id: 'pulse.overview.deleteFailed', defaultMessage: 'The survey could not be deleted.' }),
            ),
          })
        }
      />
    </SectionCard>
  );
}
