import { createPropertyInputSchema } from '@core/idea-page/property-contracts';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n/use-t';
import { FormAlert } from '@/components/ui/form-alert';

type PropertyLabelEditorProps = { label: string; onRename: (label: string) => void };

/**
 * The property's name, which a click (or the keyboard on its 'Rename …' button) turns into an input:
 * Enter or blur saves a trimmed, non-empty, changed name; Escape (or a blank name on blur) cancels.
 */
export function PropertyLabelEditor({ label, onRename }: PropertyLabelEditorProps) {
  const t = useT();
  const [draft, setDraft] = useState<string>();
  const [error, setError] = useState<string>();
  const [shouldRefocus, setShouldRefocus] = useState(false);
  const errorId = useId();

  const stop = (refocus: boolean) => {
    setDraft(undefined);
    setError(undefined);
    setShouldRefocus(refocus);
  };
  /** Saves the name if it changed and ends the editing; a bad name returns its message instead. */
  const finish = (text: string, refocus: boolean) => {
    const parsed = createPropertyInputSchema.shape.label.safeParse(text);
    if (!parsed.success) return parsed.error.issues[0]!.message;
    if (parsed.data !== label) onRename(parsed.data);
    stop(refocus);
  };

  const renameLabel = t({ id: 'ideaProperties.labelEditor.rename', defaultMessage: 'Rename {label}' }, { label });
  if (draft === undefined) {
    return (
      <button
        type="button"
        aria-label={renameLabel}
        autoFocus={shouldRefocus}
        onClick={() => setDraft(label)}
        className="group inline-flex max-w-full items-center gap-1.5 rounded-sm py-2 text-left text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="break-words">{label}</span>
        <Pencil
          className="size-3.5 shrink-0 text-muted-foreground opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
          aria-hidden="true"
        />
      </button>
    );
  }
  return (
    <div className="space-y-1">
      <Input
        autoFocus
        aria-label={renameLabel}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') stop(true);
          if (event.key !== 'Enter') return;
          event.preventDefault();
          setError(finish(draft, true));
        }}
        onBlur={() => {
          if (finish(draft, false)) stop(false);
        }}
        className="h-9"
      />
      <FormAlert id={errorId} message={error} />
    </div>
  );
}
