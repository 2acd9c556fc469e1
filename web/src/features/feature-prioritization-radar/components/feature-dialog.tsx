import type { Feature } from '@core/tools/feature-prioritization-radar/feature-roadmap';
import type { ReachPeriod } from '@core/tools/feature-prioritization-radar/feature-scores';
import { useState } from 'react';
import { IdeaSelect } from '@/components/idea-select';
import { RecordDialog } from '@/components/record-dialog';
import { FormField } from '@/components/ui/form-field';
import { useGarageIdeas } from '@/lib/garage-ideas';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import type { FieldIssues } from '@/lib/tool-documents/issues-by-id';
import { checkFeature, fieldsOf, NEW_FEATURE_FIELDS, type FeatureFields } from '../hooks/feature-fields';
import { IceFields, RiceFields } from './score-fields';

type FeatureDialogProps = {
  /** The feature to edit, or the id a new one will have. */
  opened: { feature: Feature } | { newId: string };
  reachPeriod: ReachPeriod;
  /** The control that opened the dialog: it has the focus again once the dialog closes. */
  opener: HTMLElement | null;
  onSave: (feature: Feature) => void;
  onDelete: () => void;
  onClose: () => void;
};

/**
 * A feature's record: its name, the idea it serves, its RICE and ICE inputs — kept in the roadmap with 'Save feature'
 * (a wrong field says so beside it, the first one focused, and nothing is lost); a saved one can be deleted.
 */
export function FeatureDialog({ opened, reachPeriod, opener, onSave, onDelete, onClose }: FeatureDialogProps) {
  const t = useT();
  const said = useSaid();
  const garage = useGarageIdeas();
  const isNew = !('feature' in opened);
  const [fields, setFields] = useState<FeatureFields>(() =>
    'feature' in opened ? fieldsOf(opened.feature) : NEW_FEATURE_FIELDS,
  );
  const [issues, setIssues] = useState<FieldIssues>({});
  const set = (changes: Partial<FeatureFields>) => setFields((current) => ({ ...current, ...changes }));
  const error = (path: string) => (issues[path] ? said(issues[path]) : undefined);
  const name = 'feature' in opened ? opened.feature.name : '';
  const submit = () => {
    const checked = checkFeature('feature' in opened ? opened.feature.id : opened.newId, fields);
    setIssues(checked.issues);
    if (checked.feature) onSave(checked.feature);
    return checked.issues;
  };
  return (
    <RecordDialog
      isNew={isNew}
      texts={{
        title: isNew
          ? t({ id: 'featureRadar.feature.newTitle', defaultMessage: 'Add a feature' })
          : t({ id: 'featureRadar.feature.title', defaultMessage: 'Feature' }),
        save: t({ id: 'featureRadar.feature.save', defaultMessage: 'Save feature' }),
        delete: t({ id: 'featureRadar.feature.delete', defaultMessage: 'Delete feature' }),
        deleteTitle: t({ id: 'featureRadar.feature.deleteTitle', defaultMessage: 'Delete feature?' }),
        deleteDescription: t(
          {
            id: 'featureRadar.feature.deleteDescription',
            defaultMessage: "''{name}'' will be deleted from this roadmap.",
          },
          { name },
        ),
      }}
      onSubmit={submit}
      opener={opener}
      onDelete={onDelete}
      onClose={onClose}
    >
      <div data-record-field="name">
        <FormField
          label={t({ id: 'featureRadar.feature.name', defaultMessage: 'Feature' })}
          value={fields.name}
          onChange={(event) => set({ name: event.target.value })}
          error={error('name')}
          autoComplete="off"
        />
      </div>
      <IdeaSelect
        label={t({ id: 'featureRadar.feature.idea', defaultMessage: 'Idea it serves' })}
        noneLabel={t({ id: 'featureRadar.feature.noIdea', defaultMessage: 'No idea' })}
        garage={garage}
        value={fields.idea}
        onChange={(idea) => set({ idea })}
      />
      <RiceFields fields={fields} reachPeriod={reachPeriod} error={error} onChange={set} />
      <IceFields fields={fields} error={error} onChange={set} />
    </RecordDialog>
  );
}
