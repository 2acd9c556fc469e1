import { FINANCE_LIMITS } from '@core/tools/finance-model-creator/finance-model';
import { financeModelDocuments } from '@core/tools/finance-model-creator/finance-model-documents';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { DocumentSaveForm } from '@/components/document-save-form';
import { DocumentSaveStatus } from '@/components/document-save-status';
import { SavedDocumentList } from '@/components/saved-document-list';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { useT } from '@/lib/i18n/use-t';
import type { ModelDraft } from '../hooks/use-model-draft';

/** What core's summarize says of a model: '24 months · INR'. */
const SUMMARY = /^(\d+) months? · (\w+)$/;

type SavedScenariosProps = { draft: ModelDraft };

/** The model's name and Save (or Save Changes and Save as New), whether it is saved, and the saved scenarios to open, share or delete. */
export function SavedScenarios({ draft }: SavedScenariosProps) {
  const t = useT();
  const summaryOf = ({ summary }: ToolDocumentSummary) => {
    const [, months, currency] = SUMMARY.exec(summary) ?? [];
    if (months === undefined || currency === undefined) return summary;
    return t(
      {
        id: 'financeModel.scenarios.summary',
        defaultMessage: '{months, plural, one {# month} other {# months}} · {currency}',
      },
      { months: Number(months), currency },
    );
  };

  return (
    <Card role="region" aria-labelledby="finance-scenarios" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="finance-scenarios" className="text-lg font-semibold">
          {t({ id: 'financeModel.scenarios.title', defaultMessage: 'Saved Scenarios' })}
        </h2>
        <DocumentSaveStatus state={draft.saveState} news={draft.status} />
      </div>
      <DocumentSaveForm
        name={draft.name}
        onNameChange={draft.setName}
        nameError={draft.nameError}
        maxLength={FINANCE_LIMITS.modelName}
        isOpen={draft.open !== null}
        isSaving={draft.isSaving}
        canStartNew
        onSave={draft.submit}
        onStartNew={() => draft.replace({ kind: 'new' })}
        labels={{
          name: t({ id: 'financeModel.scenarios.name', defaultMessage: 'Scenario name' }),
          placeholder: t({ id: 'financeModel.scenarios.namePlaceholder', defaultMessage: 'e.g. Base case' }),
          save: t({ id: 'financeModel.scenarios.save', defaultMessage: 'Save Scenario' }),
          saveChanges: t({ id: 'financeModel.scenarios.saveChanges', defaultMessage: 'Save Changes' }),
          saveAsNew: t({ id: 'financeModel.scenarios.saveAsNew', defaultMessage: 'Save as New' }),
          startNew: t({ id: 'financeModel.scenarios.new', defaultMessage: 'New Model' }),
        }}
      />
      {draft.open && draft.isAuto && (
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'financeModel.scenarios.autoSaving',
            defaultMessage: 'Auto save is on: changes to this scenario save as you type.',
          })}
        </p>
      )}
      <FormAlert message={draft.formError} />
      <SavedDocumentList
        kind={financeModelDocuments}
        actions={draft}
        openId={draft.open?.id ?? null}
        summaryOf={summaryOf}
        texts={{
          listLabel: t({ id: 'financeModel.scenarios.listLabel', defaultMessage: 'Saved scenarios' }),
          empty: t({
            id: 'financeModel.scenarios.empty',
            defaultMessage: 'No saved scenarios yet. Name this model and save it to come back to it later.',
          }),
          loadError: t({
            id: 'financeModel.scenarios.loadError',
            defaultMessage: 'Could not load your saved scenarios.',
          }),
          deleteTitle: t({ id: 'financeModel.scenarios.deleteTitle', defaultMessage: 'Delete scenario?' }),
          deleteDescription: (name) =>
            t(
              {
                id: 'financeModel.scenarios.deleteDescription',
                defaultMessage: "''{name}'' will be deleted, and its link will stop working. This cannot be undone.",
              },
              { name },
            ),
        }}
        shareDescription={t({
          id: 'financeModel.link.description',
          defaultMessage:
            'Anyone with the link sees this scenario read-only: its assumptions, the runway, the charts and the month-by-month table.',
        })}
      />
    </Card>
  );
}
