import { termSheetAnalysisDocuments } from '@core/tools/term-sheet-translator/analyses';
import { Plus, Save } from 'lucide-react';
import { DocumentSaveStatus } from '@/components/document-save-status';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';
import type { AnalysisSaving } from '../hooks/use-analysis-saving';

type AnalysisSaveBarProps = { saving: AnalysisSaving; isOpen: boolean };

/**
 * The analysis's name, Save and New, and how it stands: 'Saving…', 'Saved', 'Unsaved changes'. With Auto save on,
 * an analysis saved once saves itself; Save is still there for a new one, and to save at once.
 */
export function AnalysisSaveBar({ saving, isOpen }: AnalysisSaveBarProps) {
  const t = useT();
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <FormField
            label={t({ id: 'termSheet.save.name', defaultMessage: 'Analysis name' })}
            value={saving.name}
            onChange={(event) => saving.setName(event.target.value)}
            error={saving.nameError ?? undefined}
            maxLength={termSheetAnalysisDocuments.nameMaxLength}
          />
        </div>
        <Button onClick={saving.submit} disabled={saving.isSaving} aria-busy={saving.isSaving}>
          <Save className="size-4" aria-hidden="true" />
          {t({ id: 'termSheet.save.save', defaultMessage: 'Save' })}
        </Button>
        <Button variant="outline" onClick={() => saving.replace({ kind: 'new' })}>
          <Plus className="size-4" aria-hidden="true" />
          {t({ id: 'termSheet.save.new', defaultMessage: 'New analysis' })}
        </Button>
      </div>
      <DocumentSaveStatus state={saving.saveState} />
      {saving.isAuto && !isOpen && (
        <p className="text-xs text-muted-foreground">
          {t({
            id: 'termSheet.save.autoHint',
            defaultMessage: 'Save once with a name; after that, changes save themselves (Auto save is on).',
          })}
        </p>
      )}
      <FormAlert message={saving.formError} />
    </div>
  );
}
