import { EQUITY_LIMITS } from '@core/tools/equity-split/equity-split';
import { FilePlus2, Save } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';
import type { EquityDraft } from '../hooks/use-equity-draft';
import type { ScenarioActions } from '../hooks/use-scenario-actions';

type ScenarioSaveFormProps = { draft: EquityDraft; actions: ScenarioActions };

/** The scenario's name with 'Save Scenario' (or, with one open, 'Save Changes' and 'Save as New'), and 'New Scenario'. */
export function ScenarioSaveForm({ draft, actions }: ScenarioSaveFormProps) {
  const t = useT();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actions.submit(false);
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
      <div className="flex-1">
        <FormField
          label={t({ id: 'equitySplit.scenarios.form.name', defaultMessage: 'Scenario name' })}
          value={actions.name}
          maxLength={EQUITY_LIMITS.scenarioName}
          placeholder={t({ id: 'equitySplit.scenarios.form.namePlaceholder', defaultMessage: 'e.g. Seed round' })}
          error={actions.nameError ?? undefined}
          onChange={(event) => actions.setName(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={actions.isSaving} aria-busy={actions.isSaving}>
          <Save className="size-4" aria-hidden="true" />
          {draft.open
            ? t({ id: 'equitySplit.scenarios.form.saveChanges', defaultMessage: 'Save Changes' })
            : t({ id: 'equitySplit.scenarios.form.save', defaultMessage: 'Save Scenario' })}
        </Button>
        {draft.open && (
          <Button type="button" variant="outline" disabled={actions.isSaving} onClick={() => actions.submit(true)}>
            {t({ id: 'equitySplit.scenarios.form.saveAsNew', defaultMessage: 'Save as New' })}
          </Button>
        )}
        {(draft.open || draft.isDirty) && (
          <Button type="button" variant="ghost" onClick={() => actions.replace({ kind: 'new' })}>
            <FilePlus2 className="size-4" aria-hidden="true" />
            {t({ id: 'equitySplit.scenarios.form.new', defaultMessage: 'New Scenario' })}
          </Button>
        )}
      </div>
    </form>
  );
}
