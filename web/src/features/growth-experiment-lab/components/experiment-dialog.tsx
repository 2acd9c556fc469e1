import { EXPERIMENT_STATUSES, type Experiment } from '@core/tools/growth-experiment-lab/experiment';
import { useState } from 'react';
import { DateField } from '@/components/date-field';
import { RecordDialog } from '@/components/record-dialog';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import type { FieldIssues } from '@/lib/tool-documents/issues-by-id';
import { checkExperiment, experimentFieldsOf, type ExperimentFields } from '../hooks/experiment-fields';
import type { LabWords } from './use-lab-words';
import { VariantFieldsList } from './variant-fields';

type ExperimentDialogProps = {
  /** The experiment as the lab has it (a new one: not in it yet). */
  experiment: Experiment;
  isNew: boolean;
  words: LabWords;
  /** The control that opened the dialog: it has the focus again once the dialog closes. */
  opener: HTMLElement | null;
  onKeep: (experiment: Experiment) => void;
  onDelete: () => void;
  onClose: () => void;
};

/**
 * An experiment's record: its name, metric, status and days, the hypothesis, the control's and variants' figures and
 * the learnings — kept into the lab with 'Save experiment' (a wrong field says so beside it and nothing is lost).
 */
export function ExperimentDialog({
  experiment,
  isNew,
  words,
  opener,
  onKeep,
  onDelete,
  onClose,
}: ExperimentDialogProps) {
  const t = useT();
  const said = useSaid();
  const [fields, setFields] = useState(() => experimentFieldsOf(experiment));
  const [issues, setIssues] = useState<FieldIssues>({});
  const set = (changes: Partial<ExperimentFields>) => setFields((current) => ({ ...current, ...changes }));
  const error = (path: string) => (issues[path] ? said(issues[path]) : undefined);
  const submit = () => {
    const checked = checkExperiment(fields);
    setIssues(checked.issues);
    if (checked.experiment) onKeep(checked.experiment);
    return checked.issues;
  };
  return (
    <RecordDialog
      isNew={isNew}
      texts={{
        title: isNew
          ? t({ id: 'growthLab.dialog.newTitle', defaultMessage: 'Add an experiment' })
          : t({ id: 'growthLab.dialog.title', defaultMessage: 'Experiment' }),
        save: t({ id: 'growthLab.dialog.save', defaultMessage: 'Save experiment' }),
        delete: t({ id: 'growthLab.dialog.delete', defaultMessage: 'Delete experiment' }),
        deleteTitle: t({ id: 'growthLab.dialog.deleteTitle', defaultMessage: 'Delete experiment?' }),
        deleteDescription: t(
          {
            id: 'growthLab.dialog.deleteDescription',
            defaultMessage: "''{name}'' and its figures will be deleted from this lab.",
          },
          { name: experiment.name },
        ),
      }}
      onSubmit={submit}
      opener={opener}
      onDelete={onDelete}
      onClose={onClose}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div data-record-field="name" className="sm:col-span-2">
          <FormField
            label={t({ id: 'growthLab.dialog.name', defaultMessage: 'Experiment name' })}
            value={fields.name}
            onChange={(event) => set({ name: event.target.value })}
            error={error('name')}
            autoComplete="off"
          />
        </div>
        <div data-record-field="metric">
          <FormField
            label={t({ id: 'growthLab.dialog.metric', defaultMessage: 'Metric' })}
            value={fields.metric}
            onChange={(event) => set({ metric: event.target.value })}
            error={error('metric')}
            autoComplete="off"
          />
        </div>
        <SelectField
          layout="stacked"
          label={t({ id: 'growthLab.dialog.status', defaultMessage: 'Status' })}
          value={fields.status}
          options={EXPERIMENT_STATUSES.map((value) => ({ value, label: words.statuses[value] }))}
          onChange={(status) => set({ status })}
        />
        <div data-record-field="startOn">
          <DateField
            label={t({ id: 'growthLab.dialog.startOn', defaultMessage: 'Start' })}
            value={fields.startOn}
            onChange={(startOn) => set({ startOn })}
            error={error('startOn')}
          />
        </div>
        <div data-record-field="endOn">
          <DateField
            label={t({ id: 'growthLab.dialog.endOn', defaultMessage: 'End' })}
            value={fields.endOn}
            onChange={(endOn) => set({ endOn })}
            error={error('endOn')}
          />
        </div>
      </div>
      <div data-record-field="hypothesis">
        <TextAreaField
          label={t({ id: 'growthLab.dialog.hypothesis', defaultMessage: 'Hypothesis' })}
          placeholder={t({
            id: 'growthLab.dialog.hypothesisHint',
            defaultMessage: 'If we …, then … will rise, because …',
          })}
          value={fields.hypothesis}
          onChange={(event) => set({ hypothesis: event.target.value })}
          error={error('hypothesis')}
        />
      </div>
      <VariantFieldsList variants={fields.variants} onChange={(variants) => set({ variants })} error={error} />
      <div data-record-field="learnings">
        <TextAreaField
          label={t({ id: 'growthLab.dialog.learnings', defaultMessage: 'Learnings' })}
          value={fields.learnings}
          onChange={(event) => set({ learnings: event.target.value })}
          error={error('learnings')}
        />
      </div>
    </RecordDialog>
  );
}
