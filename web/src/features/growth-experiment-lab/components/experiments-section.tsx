import { newExperiment, type Experiment } from '@core/tools/growth-experiment-lab/experiment';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { SampleBanner } from '@/components/sample-banner';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import type { DocumentSample } from '@/lib/use-document-sample';
import type { LabDocument } from '../hooks/use-lab-document';
import { ExperimentCard } from './experiment-card';
import { ExperimentDialog } from './experiment-dialog';
import type { LabWords } from './use-lab-words';

/** The experiment open in its dialog: a known one, or a new one not yet in the lab; and what opened it. */
type Opened = { experiment: Experiment; isNew: boolean; opener: HTMLElement | null };

type ExperimentsSectionProps = { lab: LabDocument; words: LabWords; sample: DocumentSample };

/** The lab's log: its experiments newest first, each opened in its dialog to edit; the first step while there are none. */
export function ExperimentsSection({ lab, words, sample }: ExperimentsSectionProps) {
  const t = useT();
  const [opened, setOpened] = useState<Opened | null>(null);
  const { experiments } = lab.values;
  const add = (opener: HTMLElement | null) =>
    setOpened({
      experiment: newExperiment(crypto.randomUUID(), {
        control: t({ id: 'growthLab.dialog.control', defaultMessage: 'Control' }),
        variant: t({ id: 'growthLab.dialog.newVariantName', defaultMessage: 'Variant {letter}' }, { letter: 'B' }),
      }),
      isNew: true,
      opener,
    });
  return (
    <section aria-labelledby="lab-experiments" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="lab-experiments" className="text-lg font-semibold">
          {t({ id: 'growthLab.experiments.title', defaultMessage: 'Experiments' })}
        </h2>
        {experiments.length > 0 && (
          <Button size="sm" onClick={(event) => add(event.currentTarget)}>
            <Plus aria-hidden="true" className="mr-1.5 size-4" />
            {t({ id: 'growthLab.experiments.add', defaultMessage: 'Add experiment' })}
          </Button>
        )}
      </div>
      {sample.isSample && <SampleBanner onRemove={sample.removeSample} />}
      {experiments.length === 0 ? (
        <EmptyState
          title={t({ id: 'growthLab.empty.title', defaultMessage: 'No experiments yet' })}
          description={t({
            id: 'growthLab.empty.description',
            defaultMessage:
              'Log each growth experiment: what you expect, the metric, the control’s and variants’ figures — and see whether the difference is real.',
          })}
          actions={[
            {
              label: t({ id: 'growthLab.empty.add', defaultMessage: 'Add an experiment' }),
              onClick: () => add(null),
            },
          ]}
          onTrySample={sample.trySample}
        />
      ) : (
        experiments.map((experiment) => (
          <ExperimentCard
            key={experiment.id}
            experiment={experiment}
            words={words}
            onEdit={(opener) => setOpened({ experiment, isNew: false, opener })}
          />
        ))
      )}
      {opened && (
        <ExperimentDialog
          key={opened.experiment.id}
          experiment={opened.experiment}
          isNew={opened.isNew}
          words={words}
          opener={opened.opener}
          onKeep={lab.keepExperiment}
          onDelete={() => lab.deleteExperiment(opened.experiment.id)}
          onClose={() => setOpened(null)}
        />
      )}
    </section>
  );
}
