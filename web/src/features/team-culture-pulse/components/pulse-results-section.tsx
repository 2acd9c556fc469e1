import type { PulseSurveyView } from '@core/tools/team-culture-pulse/pulse-survey';
import { SectionCard } from '@/components/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { usePulseResults } from '../api/get-pulse-results';
import { roundsWithFigures } from '../hooks/results-view';
import { PulseCharts } from './pulse-charts';
import { PulseCsvButton } from './pulse-csv-button';

/**
 * A survey's results (ADR 0107): each round's eNPS and answers once at least 3 people answered it — below that, the
 * round says so and shows nothing — and, over the rounds, the eNPS and the average agreement with each question.
 */
export function PulseResultsSection({ survey }: { survey: PulseSurveyView }) {
  const t = useT();
  const intl = useI18n();
  const results = usePulseResults(survey.id);
  const title = t({ id: 'pulse.results.title', defaultMessage: 'Results' });
  if (!results.data)
    return (
      <SectionCard title={title}>
        {results.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t({
              id: 'pulse.results.loadFailed',
              defaultMessage: 'The results could not be loaded. Please reload the page.',
            })}
          </p>
        ) : (
          <Skeleton className="h-40" />
        )}
      </SectionCard>
    );
  const enps = (value: number) => intl.formatNumber(Math.round(value), { signDisplay: 'exceptZero' });
  const shown = roundsWithFigures(results.data);
  return (
    <SectionCard title={title}>
      <ul className="divide-y divide-border text-sm">
        {[...results.data.rounds].reverse().map(({ number, answerCount, figures }) => (
          <li key={number} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
            <span className="font-medium">
              {t({ id: 'pulse.results.round', defaultMessage: 'Round {number}' }, { number })}
              <span className="ml-2 font-normal text-muted-foreground">
                {t(
                  { id: 'pulse.results.answers', defaultMessage: '{count, plural, one {# answer} other {# answers}}' },
                  { count: answerCount },
                )}
              </span>
            </span>
            {figures ? (
              <span>
                {t(
                  {
                    id: 'pulse.results.enps',
                    defaultMessage:
                      'eNPS {enps} ({promoters, plural, one {# promoter} other {# promoters}}, {passives, plural, one {# passive} other {# passives}}, {detractors, plural, one {# detractor} other {# detractors}})',
                  },
                  {
                    enps: enps(figures.enps),
                    promoters: figures.promoters,
                    passives: figures.passives,
                    detractors: figures.detractors,
                  },
                )}
              </span>
            ) : (
              <span className="text-muted-foreground">
                {t({ id: 'pulse.results.notEnough', defaultMessage: 'Not enough answers yet to keep them anonymous' })}
              </span>
            )}
          </li>
        ))}
      </ul>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'pulse.results.threshold',
            defaultMessage:
              'A round’s results show once at least 3 people have answered it, so that no answer can be told apart.',
          })}
        </p>
      ) : (
        <>
          <PulseCharts results={results.data} />
          <PulseCsvButton results={results.data} teamName={survey.teamName} />
        </>
      )}
    </SectionCard>
  );
}
