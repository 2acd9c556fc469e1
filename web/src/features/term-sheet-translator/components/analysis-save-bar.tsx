import { Plus, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';
import type { AnalysisDraftState } from '../hooks/use-analysis-draft';
import type { AnalysisSaving } from '../hooks/use-analysis-saving';

type AnalysisSaveBarProps = { analysis: AnalysisDraftState; saving: AnalysisSaving; onNew: () => void };

/**
 * The analysis's name, Save and New, and how it stands: 'Saving…', 'Saved', 'Unsaved changes'. With Auto save on,
 * an analysis saved once saves itself; Save is still there for a new one, and to save at once.
 */
export function AnalysisSaveBar({ analysis, saving, onNew }: AnalysisSaveBarProps) {
  const t = useT();
  const { draft, open, isDirty } = analysis;
  const status = saving.isSaving
    ? t({ id: 'termSheet.save.saving', defaultMessage: 'Saving…' })
    : isDirty
      ? t({ id: 'termSheet.save.unsaved', defaultMessage: 'Unsaved changes' })
      : open
        ? t({ id: 'termSheet.save.saved', defaultMessage: 'Saved' })
        : '';
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <FormField
            label={t({ id: 'termSheet.save.name', defaultMessage: 'Analysis name' })}
            value={draft.name}
            onChange={(event) => analysis.update({ name: event.target.value })}
            error={saving.errors.name}
            maxLength={100}
          />
        </div>
        <Button onClick={saving.submit} disabled={saving.isSaving} aria-busy={saving.isSaving}>
          <Save className="size-4" aria-hidden="true" />
          {t({ id: 'termSheet.save.save', defaultMessage: 'Save' })}
        </Button>
        <Button variant="outline" onClick={onNew}>
          <Plus className="size-4" aria-hidden="true" />
          {t({ id: 'termSheet.save.new', defaultMessage: 'New analysis' })}
        </Button>
      </div>
      <p role="status" className={isDirty && !saving.isSaving ? 'text-sm text-amber-700 dark:text-amber-400' : 'text-sm text-muted-foreground'}>
        {status}
      </p>
      {saving.isAuto && !open && (
        <p className="text-xs text-muted-foreground">
          {t({ id: 'termSheet.save.autoHint', defaultMessage: 'Save once with a name; after that, changes save themselves (Auto save is on).' })}
        </p>
      )}
      <FormAlert message={saving.formError} />
    </div>
  );
}
