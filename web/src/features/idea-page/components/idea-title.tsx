import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { FormAlert } from '@/components/ui/form-alert';

/**
 * The idea's title, editable in place by editors: Enter or leaving saves a trimmed, non-empty title; Escape reverts.
 * Another editor's title shows as it comes, but not over one being typed.
 */
export function IdeaTitle({
  title,
  editable,
  onSave,
}: {
  title: string;
  editable: boolean;
  onSave: (title: string) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const [base, setBase] = useState(title);
  const [isFocused, setIsFocused] = useState(false);
  // A title from outside (this tab's change saved, or another editor's, live): it replaces the draft, unless the draft
  // is being typed (focused and changed), which is not overwritten under the cursor — leaving the field saves it.
  if (base !== title) {
    setBase(title);
    if (!isFocused || draft === base) setDraft(title);
  }
  if (!editable) return <h1 className="text-3xl font-bold break-words">{title}</h1>;

  const commit = () => {
    const next = draft.trim();
    if (!next) {
      setError(t({ id: 'ideaPage.title.required', defaultMessage: 'Title is required' }));
      setDraft(title);
      return;
    }
    setError(null);
    if (next !== title) onSave(next);
  };
  return (
    <div>
      <h1 className="sr-only">{title}</h1>
      <input
        aria-label={t({ id: 'ideaPage.title.label', defaultMessage: 'Idea title' })}
        value={draft}
        maxLength={200}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onFocus={() => setIsFocused(true)}
        onBlur={() => {
          setIsFocused(false);
          commit();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
          if (event.key === 'Escape') {
            setDraft(title);
            setError(null);
          }
        }}
        className={cn(
          'w-full rounded-md bg-transparent px-1 text-3xl font-bold outline-none hover:bg-muted/50',
          'focus-visible:ring-2 focus-visible:ring-ring aria-invalid:ring-2 aria-invalid:ring-destructive',
        )}
      />
      <FormAlert message={error} className="mt-1" />
    </div>
  );
}
