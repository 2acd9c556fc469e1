import type { Experiment, ExperimentStatus } from '@core/tools/growth-experiment-lab/experiment';
import { Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { ExperimentResults } from './experiment-results';
import type { LabWords } from './use-lab-words';

const STATUS_BADGES: Record<ExperimentStatus, 'neutral' | 'primary' | 'success' | 'warning'> = {
  planned: 'neutral',
  running: 'primary',
  finished: 'success',
  stopped: 'warning',
};

type ExperimentCardProps = {
  experiment: Experiment;
  words: LabWords;
  onEdit: (opener: HTMLElement) => void;
};

/** One experiment of the log: what it tests and on what, where it stands, its results, and what was learnt. */
export function ExperimentCard({ experiment, words, onEdit }: ExperimentCardProps) {
  const t = useT();
  const format = useFormat();
  const headingId = `experiment-${experiment.id}`;
  const { startOn, endOn } = experiment;
  const dates =
    startOn && endOn
      ? t(
          { id: 'growthLab.card.dates', defaultMessage: '{start} – {end}' },
          { start: format.calendarDate(startOn), end: format.calendarDate(endOn) },
        )
      : startOn
        ? t({ id: 'growthLab.card.since', defaultMessage: 'Since {start}' }, { start: format.calendarDate(startOn) })
        : null;
  return (
    <Card className="space-y-4" role="article" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 id={headingId} className="break-words text-base font-semibold">
            {experiment.name}
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant={STATUS_BADGES[experiment.status]}>{words.statuses[experiment.status]}</Badge>
            {experiment.metric && (
              <span>
                {t({ id: 'growthLab.card.metric', defaultMessage: 'Metric: {metric}' }, { metric: experiment.metric })}
              </span>
            )}
            {dates && <span>{dates}</span>}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-label={t({ id: 'growthLab.card.editNamed', defaultMessage: 'Edit {name}' }, { name: experiment.name })}
          onClick={(event) => onEdit(event.currentTarget)}
        >
          <Pencil aria-hidden="true" className="mr-1.5 size-4" />
          {t({ id: 'growthLab.card.edit', defaultMessage: 'Edit' })}
        </Button>
      </div>
      {experiment.hypothesis && (
        <p className="whitespace-pre-line break-words text-sm">
          <span className="font-medium">{t({ id: 'growthLab.card.hypothesis', defaultMessage: 'Hypothesis:' })}</span>{' '}
          {experiment.hypothesis}
        </p>
      )}
      <ExperimentResults variants={experiment.variants} words={words} />
      {experiment.learnings && (
        <p className="whitespace-pre-line break-words text-sm">
          <span className="font-medium">{t({ id: 'growthLab.card.learnings', defaultMessage: 'Learnings:' })}</span>{' '}
          {experiment.learnings}
        </p>
      )}
    </Card>
  );
}
