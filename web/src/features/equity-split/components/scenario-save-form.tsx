import { EQUITY_LIMITS } from '@core/tools/equity-split/equity-split';
import { DocumentSaveForm } from '@/components/document-save-form';
import { useT } from '@/lib/i18n/use-t';
import type { EquityDraft } from '../hooks/use-equity-draft';

/** The scenario's name with 'Save Scenario' (or, with one open, 'Save Changes' and 'Save as New'), and 'New Scenario'. */
export function ScenarioSaveForm({ draft }: { draft: EquityDraft }) {
  const t = useT();
  return (
    <DocumentSaveForm
      name={draft.name}
      onNameChange={draft.setName}
      nameError={draft.nameError}
      maxLength={EQUITY_LIMITS.scenarioName}
      isOpen={draft.open !== null}
      isSaving={draft.isSaving}
      canStartNew={draft.open !== null || draft.isDirty}
      onSave={draft.submit}
      onStartNew={() => draft.replace({ kind: 'new' })}
      labels={{
        name: t({ id: 'equitySplit.scenarios.form.name', defaultMessage: 'Scenario name' }),
        placeholder: t({ id: 'equitySplit.scenarios.form.namePlaceholder', defaultMessage: 'e.g. Seed round' }),
        save: t({ id: 'equitySplit.scenarios.form.save', defaultMessage: 'Save Scenario' }),
        saveChanges: t({ id: 'equitySplit.scenarios.form.saveChanges', defaultMessage: 'Save Changes' }),
        saveAsNew: t({ id: 'equitySplit.scenarios.form.saveAsNew', defaultMessage: 'Save as New' }),
        startNew: t({ id: 'equitySplit.scenarios.form.new', defaultMessage: 'New Scenario' }),
      }}
    />
  );
}
