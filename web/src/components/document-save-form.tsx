import { FilePlus2, Save } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';

type DocumentSaveFormProps = {
  name: string;
  onNameChange: (name: string) => void;
  nameError: string | null;
  maxLength: number;
  /** A document is open: 'Save Changes' over it, and 'Save as New'. */
  isOpen: boolean;
  isSaving: boolean;
  /** Whether 'New' shows (a tool may offer it only once there is something to leave). */
  canStartNew: boolean;
  onSave: (asNew: boolean) => void;
  onStartNew: () => void;
  /** The tool's words: the name field and its example, and the four buttons. */
  labels: { name: string; placeholder: string; save: string; saveChanges: string; saveAsNew: string; startNew: string };
};

/** A saved document's name with Save (or, with one open, Save Changes and Save as New), and New. */
export function DocumentSaveForm({
  name,
  onNameChange,
  nameError,
  maxLength,
  isOpen,
  isSaving,
  canStartNew,
  onSave,
  onStartNew,
  labels,
}: DocumentSaveFormProps) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave(false);
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
      <div className="flex-1">
        <FormField
          label={labels.name}
          value={name}
          maxLength={maxLength}
          placeholder={labels.placeholder}
          error={nameError ?? undefined}
          onChange={(event) => onNameChange(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
          <Save className="size-4" aria-hidden="true" />
          {isOpen ? labels.saveChanges : labels.save}
        </Button>
        {isOpen && (
          <Button variant="outline" disabled={isSaving} onClick={() => onSave(true)}>
            {labels.saveAsNew}
          </Button>
        )}
        {canStartNew && (
          <Button variant="ghost" onClick={onStartNew}>
            <FilePlus2 className="size-4" aria-hidden="true" />
            {labels.startNew}
          </Button>
        )}
      </div>
    </form>
  );
}
