import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import type { SaveState } from '@/lib/tool-documents/save-state';

/** A save state, or the page's first document still on its way (useToolDocument's `isOpening`). */
type ShownState = SaveState | 'opening';

/** The states in which what is on the page is not saved yet, said in amber. */
const UNSAVED: ReadonlySet<ShownState> = new Set(['unsaved', 'notSaved', 'nameToSave', 'fixToSave']);

/**
 * The states that come only of a change since the last action (or a save, or the page's document, under way): they say
 * more than its news.
 */
const CHANGED: ReadonlySet<ShownState> = new Set(['opening', 'saving', 'unsaved', 'nameToSave', 'fixToSave']);

type DocumentSaveStatusProps = {
  state: ShownState;
  /** What the last action did ("Saved 'Seed'", "Deleted 'Old'"), said instead until the work changes. */
  news?: string;
  /** The label of the first field marked wrong, named while it keeps the work from saving. */
  field?: string | undefined;
  className?: string;
};

/** Where the work on a tool's page stands with its saved document: 'Opening…', 'Saving…', 'Saved', 'Unsaved changes'… */
export function DocumentSaveStatus({ state, news, field, className }: DocumentSaveStatusProps) {
  const t = useT();
  const words: Record<ShownState, string> = {
    opening: t({ id: 'toolDocuments.saveState.opening', defaultMessage: 'Opening…' }),
    new: '',
    saved: t({ id: 'toolDocuments.saveState.saved', defaultMessage: 'Saved' }),
    saving: t({ id: 'toolDocuments.saveState.saving', defaultMessage: 'Saving…' }),
    unsaved: t({ id: 'toolDocuments.saveState.unsaved', defaultMessage: 'Unsaved changes' }),
    notSaved: t({ id: 'toolDocuments.saveState.notSaved', defaultMessage: 'Not saved' }),
    nameToSave: t({ id: 'toolDocuments.saveState.nameToSave', defaultMessage: 'Give it a name to save it' }),
    fixToSave: field
      ? t({ id: 'toolDocuments.saveState.fixField', defaultMessage: 'Not saved: correct “{field}”' }, { field })
      : t({
          id: 'toolDocuments.saveState.fixToSave',
          defaultMessage: 'Not saved until the marked fields are corrected',
        }),
  };
  return (
    <p
      role="status"
      data-testid="save-status"
      className={cn(
        'text-sm',
        UNSAVED.has(state) ? 'text-amber-700 dark:text-amber-400' : 'text-muted-foreground',
        className,
      )}
    >
      {news && !CHANGED.has(state) ? news : words[state]}
    </p>
  );
}
