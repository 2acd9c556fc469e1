import { FINANCE_LIMITS } from '@core/tools/finance-model-creator/finance-model';
import { financeModelDocuments } from '@core/tools/finance-model-creator/finance-model-documents';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DocumentLinkDialog } from '@/components/document-link-dialog';
import { DocumentListItem } from '@/components/document-list-item';
import { DocumentSaveForm } from '@/components/document-save-form';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryContent } from '@/components/ui/query-content';
import { useT } from '@/lib/i18n/use-t';
import { toolDocumentsQueryOptions } from '@/lib/tool-documents/tool-document-queries';
import { useFormat } from '@/lib/use-format';
import type { ModelDraft } from '../hooks/use-model-draft';
import type { ScenarioActions } from '../hooks/use-scenario-actions';

type SavedScenariosProps = { draft: ModelDraft; actions: ScenarioActions };

/** The model's name and Save (or Save Changes and Save as New), whether it is saved, and the saved scenarios to open, share or delete. */
export function SavedScenarios({ draft, actions }: SavedScenariosProps) {
  const t = useT();
  const format = useFormat();
  const list = useQuery(toolDocumentsQueryOptions(financeModelDocuments));
  const { replacing, deleting } = actions;
  const [sharing, setSharing] = useState<ToolDocumentSummary | null>(null);
  const saveState = actions.isSaving
    ? t({ id: 'financeModel.scenarios.saving', defaultMessage: 'Saving…' })
    : draft.isDirty
      ? t({ id: 'financeModel.scenarios.unsaved', defaultMessage: 'Unsaved changes' })
      : actions.status;

  return (
    <Card role="region" aria-labelledby="finance-scenarios" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="finance-scenarios" className="text-lg font-semibold">
          {t({ id: 'financeModel.scenarios.title', defaultMessage: 'Saved Scenarios' })}
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {saveState}
        </p>
      </div>
      <DocumentSaveForm
        name={actions.name}
        onNameChange={actions.setName}
        nameError={actions.nameError}
        maxLength={FINANCE_LIMITS.modelName}
        isOpen={draft.open !== null}
        isSaving={actions.isSaving}
        canStartNew
        onSave={(asNew) => actions.submit(asNew)}
        onStartNew={() => actions.replace({ kind: 'new' })}
        labels={{
          name: t({ id: 'financeModel.scenarios.name', defaultMessage: 'Scenario name' }),
          placeholder: t({ id: 'financeModel.scenarios.namePlaceholder', defaultMessage: 'e.g. Base case' }),
          save: t({ id: 'financeModel.scenarios.save', defaultMessage: 'Save Scenario' }),
          saveChanges: t({ id: 'financeModel.scenarios.saveChanges', defaultMessage: 'Save Changes' }),
          saveAsNew: t({ id: 'financeModel.scenarios.saveAsNew', defaultMessage: 'Save as New' }),
          startNew: t({ id: 'financeModel.scenarios.new', defaultMessage: 'New Model' }),
        }}
      />
      {draft.open && actions.autoSave && (
        <p className="text-sm text-muted-foreground">{t({ id: 'financeModel.scenarios.autoSaving', defaultMessage: 'Auto save is on: changes to this scenario save as you type.' })}</p>
      )}
      <FormAlert message={actions.formError} />
      <QueryContent query={list} errorMessage={t({ id: 'financeModel.scenarios.loadError', defaultMessage: 'Could not load your saved scenarios.' })} skeletonClassName="h-16">
        {(scenarios) =>
          scenarios.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {t({ id: 'financeModel.scenarios.empty', defaultMessage: 'No saved scenarios yet. Name this model and save it to come back to it later.' })}
            </p>
          ) : (
            <ul className="divide-y divide-border" aria-label={t({ id: 'financeModel.scenarios.listLabel', defaultMessage: 'Saved scenarios' })}>
              {scenarios.map((scenario) => (
                <DocumentListItem
                  key={scenario.id}
                  document={scenario}
                  detail={t({ id: 'financeModel.scenarios.savedOn', defaultMessage: 'Saved {date}' }, { date: format.date(scenario.updatedAt) })}
                  isOpen={draft.open?.id === scenario.id}
                  isOpening={actions.openingId === scenario.id}
                  onOpen={() => actions.replace({ kind: 'open', document: scenario })}
                  onShare={() => setSharing(scenario)}
                  onDelete={() => actions.askDelete(scenario)}
                />
              ))}
            </ul>
          )
        }
      </QueryContent>
      <ConfirmDialog
        open={replacing !== null}
        onOpenChange={(isOpen) => !isOpen && actions.cancelReplace()}
        title={t({ id: 'financeModel.scenarios.discardTitle', defaultMessage: 'Discard unsaved changes?' })}
        description={t({ id: 'financeModel.scenarios.discardDescription', defaultMessage: 'What is in the model now and not saved will be lost.' })}
        confirmLabel={t({ id: 'financeModel.scenarios.discardConfirm', defaultMessage: 'Discard Changes' })}
        onConfirm={actions.confirmReplace}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && actions.cancelDelete()}
        title={t({ id: 'financeModel.scenarios.deleteTitle', defaultMessage: 'Delete scenario?' })}
        description={
          deleting
            ? t(
                { id: 'financeModel.scenarios.deleteDescription', defaultMessage: "''{name}'' will be deleted, and its link will stop working. This cannot be undone." },
                { name: deleting.name },
              )
            : undefined
        }
        confirmLabel={t({ id: 'financeModel.scenarios.deleteConfirm', defaultMessage: 'Delete' })}
        onConfirm={actions.confirmDelete}
        isPending={actions.isDeleting}
      />
      {sharing && (
        <DocumentLinkDialog
          kind={financeModelDocuments}
          document={sharing}
          description={t({
            id: 'financeModel.link.description',
            defaultMessage: 'Anyone with the link sees this scenario read-only: its assumptions, the runway, the charts and the month-by-month table.',
          })}
          onClose={() => setSharing(null)}
        />
      )}
    </Card>
  );
}
