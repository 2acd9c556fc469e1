import type { Assumption } from '@core/tools/validation-agent/validation-board';
import { VALIDATION_LIMITS } from '@core/tools/validation-agent/validation-board';
import { AiDraftBadge } from '@/components/ai-draft-badge';
import { ListItemButtons } from '@/components/list-item-buttons';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useT } from '@/lib/i18n/use-t';
import type { FieldIssues } from '@/lib/tool-documents/issues-by-id';
import { useAssumptionTexts } from './use-assumption-texts';

type AssumptionCardProps = {
  assumption: Assumption;
  number: number;
  count: number;
  issues: FieldIssues;
  onEdit: (patch: (assumption: Assumption) => Partial<Assumption>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** One risky assumption and the experiment that tests it: what it is about, how to test it, when it passes, where it stands. */
export function AssumptionCard({ assumption, number, count, issues, onEdit, onMove, onRemove }: AssumptionCardProps) {
  const t = useT();
  const { kindOptions, statusOptions } = useAssumptionTexts();
  const issue = (field: string) => issues[`assumptions.${assumption.id}.${field}`];
  const title = t({ id: 'validationAgent.assumption.title', defaultMessage: 'Assumption {number}' }, { number });
  const experiment = (patch: Partial<Assumption['experiment']>) =>
    onEdit(({ experiment: now }) => ({ experiment: { ...now, ...patch } }));
  return (
    <fieldset className="space-y-4 rounded-lg border border-border p-4">
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold">
        {title}
        {assumption.aiDraft && <AiDraftBadge />}
      </legend>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <SelectField
          layout="stacked"
          label={t({ id: 'validationAgent.assumption.kind', defaultMessage: 'About' })}
          value={assumption.kind}
          options={kindOptions}
          onChange={(kind) => onEdit(() => ({ kind }))}
        />
        <TextAreaField
          label={t({ id: 'validationAgent.assumption.statement', defaultMessage: 'Assumption' })}
          placeholder={t({
            id: 'validationAgent.assumption.statementHint',
            defaultMessage: 'What must be true for the idea to work?',
          })}
          rows={2}
          value={assumption.statement}
          maxLength={VALIDATION_LIMITS.statement}
          error={issue('statement')}
          onChange={(event) => onEdit(() => ({ statement: event.target.value }))}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField
          label={t({ id: 'validationAgent.experiment.method', defaultMessage: 'Experiment' })}
          placeholder={t({
            id: 'validationAgent.experiment.methodHint',
            defaultMessage: 'How you will test it: interviews, a landing page, a pre-order…',
          })}
          rows={2}
          value={assumption.experiment.method}
          maxLength={VALIDATION_LIMITS.method}
          error={issue('experiment.method')}
          onChange={(event) => experiment({ method: event.target.value })}
        />
        <FormField
          label={t({ id: 'validationAgent.experiment.criterion', defaultMessage: 'Success criterion' })}
          placeholder={t({
            id: 'validationAgent.experiment.criterionHint',
            defaultMessage: 'e.g. 7 of 10 people describe the problem unprompted',
          })}
          value={assumption.experiment.successCriterion}
          maxLength={VALIDATION_LIMITS.criterion}
          error={issue('experiment.successCriterion')}
          onChange={(event) => experiment({ successCriterion: event.target.value })}
        />
        <SelectField
          layout="stacked"
          label={t({ id: 'validationAgent.experiment.status', defaultMessage: 'Status' })}
          value={assumption.experiment.status}
          options={statusOptions}
          onChange={(status) => experiment({ status })}
        />
        <TextAreaField
          label={t({ id: 'validationAgent.experiment.result', defaultMessage: 'Result' })}
          rows={2}
          value={assumption.experiment.result}
          maxLength={VALIDATION_LIMITS.result}
          error={issue('experiment.result')}
          onChange={(event) => experiment({ result: event.target.value })}
        />
      </div>
      <ListItemButtons title={title} index={number - 1} count={count} onMove={onMove} onRemove={onRemove} />
    </fieldset>
  );
}
