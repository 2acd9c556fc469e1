import { createPropertyInputSchema, type IdeaProperty } from '@core/idea-page/property-contracts';
import { Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n/use-t';
import type { PropertyChange } from './custom-property-list';
import { FormAlert } from '@/components/ui/form-alert';

type PropertyOptionsEditorProps = { property: IdeaProperty; onChange: (change: PropertyChange) => void };

/** The options of a select or multi-select: add one (Enter or 'Add option'), remove one (and unchoose it). */
export function PropertyOptionsEditor({ property, onChange }: PropertyOptionsEditorProps) {
  const t = useT();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const errorId = useId();
  const { label, options, value } = property;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const option = draft.trim();
    const parsed = createPropertyInputSchema.shape.options.safeParse([...options, option]);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    if (options.includes(option))
      return setError(
        t({ id: 'ideaProperties.options.duplicate', defaultMessage: '"{option}" is already an option' }, { option }),
      );
    onChange({ options: parsed.data });
    setDraft('');
    setError(undefined);
  };
  const remove = (option: string) => {
    const rest = options.filter((candidate) => candidate !== option);
    if (Array.isArray(value) ? !value.includes(option) : value !== option) return onChange({ options: rest });
    onChange({ options: rest, value: Array.isArray(value) ? value.filter((chosen) => chosen !== option) : '' });
  };

  return (
    <div className="space-y-2">
      {options.length > 0 && (
        <ul
          aria-label={t({ id: 'ideaProperties.options.label', defaultMessage: 'Options of {label}' }, { label })}
          className="flex flex-wrap gap-1.5"
        >
          {options.map((option) => (
            <li
              key={option}
              className="inline-flex items-center gap-1 rounded-full bg-muted py-0.5 pl-2.5 pr-1 text-xs"
            >
              {option}
              <button
                type="button"
                aria-label={t(
                  { id: 'ideaProperties.options.remove', defaultMessage: 'Remove option {option}' },
                  { option },
                )}
                onClick={() => remove(option)}
                className="rounded-full p-0.5 text-muted-foreground hover:bg-background hover:text-destructive focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={add} className="flex gap-2">
        <Input
          aria-label={t({ id: 'ideaProperties.options.newLabel', defaultMessage: 'New option for {label}' }, { label })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={t({ id: 'ideaProperties.options.newPlaceholder', defaultMessage: 'New option' })}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="h-8"
        />
        <Button type="submit" variant="outline" size="sm">
          <Plus className="size-4" aria-hidden="true" />
          {t({ id: 'ideaProperties.options.add', defaultMessage: 'Add option' })}
        </Button>
      </form>
      <FormAlert id={errorId} message={error} />
    </div>
  );
}
