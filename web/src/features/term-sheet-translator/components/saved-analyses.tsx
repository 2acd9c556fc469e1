import { termSheetAnalysisDocuments } from '@core/tools/term-sheet-translator/analyses';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryContent } from '@/components/ui/query-content';
import { useT } from '@/lib/i18n/use-t';
import { toolDocumentsQueryOptions } from '@/lib/tool-documents/tool-document-queries';
import type { AnalysisLibrary } from '../hooks/use-analysis-library';
import { AnalysisListItem } from './analysis-list-item';

/** The user's saved analyses: open one, delete one; asking before unsaved changes are replaced or an analysis deleted. */
export function SavedAnalyses({ library, openId }: { library: AnalysisLibrary; openId: string | undefined }) {
  const t = useT();
  const list = useQuery(toolDocumentsQueryOptions(termSheetAnalysisDocuments));
  const { replacing, deleting } = library;
  return (
    <section aria-labelledby="saved-analyses-heading" className="space-y-2">
      <h2 id="saved-analyses-heading" className="text-lg font-semibold">
        {t({ id: 'termSheet.saved.title', defaultMessage: 'Saved analyses' })}
      </h2>
      <FormAlert message={library.problem} />
      <QueryContent query={list} errorMessage={t({ id: 'termSheet.saved.loadError', defaultMessage: 'Could not load your saved analyses.' })} skeletonClassName="h-16">
        {(analyses) =>
          analyses.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {t({ id: 'termSheet.saved.empty', defaultMessage: 'No saved analyses yet. Name this one and save it to come back to it later.' })}
            </p>
          ) : (
            <ul className="divide-y divide-border" aria-label={t({ id: 'termSheet.saved.listLabel', defaultMessage: 'Saved analyses' })}>
              {analyses.map((analysis) => (
                <AnalysisListItem
                  key={analysis.id}
                  analysis={analysis}
                  isOpen={analysis.id === openId}
                  isOpening={library.openingId === analysis.id}
                  onOpen={() => library.replace({ kind: 'open', analysis })}
                  onDelete={() => library.askDelete(analysis)}
                />
              ))}
            </ul>
          )
        }
      </QueryContent>
      <ConfirmDialog
        open={replacing !== null}
        onOpenChange={(isOpen) => !isOpen && library.cancelReplace()}
        title={t({ id: 'termSheet.saved.discard.title', defaultMessage: 'Discard unsaved changes?' })}
        description={
          replacing?.kind === 'open'
            ? t({ id: 'termSheet.saved.discard.opening', defaultMessage: 'Opening {name} replaces what is on the page.' }, { name: replacing.analysis.name })
            : t({ id: 'termSheet.saved.discard.starting', defaultMessage: 'Starting a new analysis replaces what is on the page.' })
        }
        confirmLabel={t({ id: 'termSheet.saved.discard.confirm', defaultMessage: 'Discard Changes' })}
        onConfirm={library.confirmReplace}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && library.cancelDelete()}
        title={t({ id: 'termSheet.saved.deleteTitle', defaultMessage: 'Delete analysis?' })}
        description={deleting ? t({ id: 'termSheet.saved.deleteDescription', defaultMessage: '{name} will be deleted. This cannot be undone.' }, { name: deleting.name }) : undefined}
        confirmLabel={t({ id: 'termSheet.saved.deleteConfirm', defaultMessage: 'Delete' })}
        onConfirm={library.confirmDelete}
        isPending={library.isDeleting}
      />
    </section>
  );
}
