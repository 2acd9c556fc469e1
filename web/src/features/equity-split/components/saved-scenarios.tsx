import { equityScenarioDocuments } from '@core/tools/equity-split/equity-scenarios';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DocumentLinkDialog } from '@/components/document-link-dialog';
import { DocumentListItem } from '@/components/document-list-item';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryContent } from '@/components/ui/query-content';
import { useT } from '@/lib/i18n/use-t';
import { toolDocumentsQueryOptions } from '@/lib/tool-documents/tool-document-queries';
import { useFormat } from '@/lib/use-format';
import type { EquityDraft } from '../hooks/use-equity-draft';
import { useScenarioActions } from '../hooks/use-scenario-actions';
import { useFounderDisplay } from './founder-display';
import { ScenarioSaveForm } from './scenario-save-form';
import { FormAlert } from '@/components/ui/form-alert';

/** The signed-in user's saved scenarios: save what is on the calculator, open, share and delete them. */
export function SavedScenarios({ draft }: { draft: EquityDraft }) {
  const t = useT();
  const format = useFormat();
  const { scenarioSummary } = useFounderDisplay();
  const list = useQuery(toolDocumentsQueryOptions(equityScenarioDocuments));
  const actions = useScenarioActions(draft);
  const [sharing, setSharing] = useState<ToolDocumentSummary | null>(null);
  const { replacing, deleting } = actions;

  return (
    <Card role="region" aria-labelledby="scenarios-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="scenarios-heading" className="text-lg font-semibold">
          {t({ id: 'equitySplit.scenarios.title', defaultMessage: 'Saved Scenarios' })}
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {draft.open && draft.isDirty ? t({ id: 'equitySplit.scenarios.unsaved', defaultMessage: 'Unsaved changes' }) : actions.status}
        </p>
      </div>
      <ScenarioSaveForm draft={draft} actions={actions} />
      <FormAlert message={actions.formError} />
      <QueryContent query={list} errorMessage={t({ id: 'equitySplit.scenarios.loadError', defaultMessage: 'Could not load your saved scenarios.' })} skeletonClassName="h-16">
        {(scenarios) =>
          scenarios.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {t({ id: 'equitySplit.scenarios.empty', defaultMessage: 'No saved scenarios yet. Name this split and save it to come back to it later.' })}
            </p>
          ) : (
            <ul className="divide-y divide-border" aria-label={t({ id: 'equitySplit.scenarios.listLabel', defaultMessage: 'Saved scenarios' })}>
              {scenarios.map((scenario) => (
                <DocumentListItem
                  key={scenario.id}
                  document={scenario}
                  detail={t(
                    { id: 'equitySplit.scenarios.item.detail', defaultMessage: '{summary} · Saved {date}' },
                    { summary: scenarioSummary(scenario.summary), date: format.date(scenario.updatedAt) },
                  )}
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
        title={t({ id: 'equitySplit.scenarios.discard.title', defaultMessage: 'Discard unsaved changes?' })}
        description={
          replacing?.kind === 'open'
            ? t(
                { id: 'equitySplit.scenarios.discard.opening', defaultMessage: "Opening ''{name}'' replaces what is on the calculator." },
                { name: replacing.document.name },
              )
            : t({ id: 'equitySplit.scenarios.discard.starting', defaultMessage: 'Starting a new scenario replaces what is on the calculator.' })
        }
        confirmLabel={t({ id: 'equitySplit.scenarios.discard.confirm', defaultMessage: 'Discard Changes' })}
        onConfirm={actions.confirmReplace}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && actions.cancelDelete()}
        title={t({ id: 'equitySplit.scenarios.delete.title', defaultMessage: 'Delete scenario?' })}
        description={
          deleting
            ? t(
                {
                  id: 'equitySplit.scenarios.delete.description',
                  defaultMessage: "''{name}'' will be deleted, and its link will stop working. This cannot be undone.",
                },
                { name: deleting.name },
              )
            : undefined
        }
        confirmLabel={t({ id: 'equitySplit.scenarios.delete.confirm', defaultMessage: 'Delete' })}
        onConfirm={actions.confirmDelete}
        isPending={actions.isDeleting}
      />
      {sharing && (
        <DocumentLinkDialog
          kind={equityScenarioDocuments}
          document={sharing}
          description={t({
            id: 'equitySplit.link.description',
            defaultMessage: 'Anyone with the link sees this scenario read-only: the founders, the split and the vesting.',
          })}
          onClose={() => setSharing(null)}
        />
      )}
    </Card>
  );
}
