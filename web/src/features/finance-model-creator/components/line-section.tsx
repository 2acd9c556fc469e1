import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { IconButton } from '@/components/ui/icon-button';
import { useT } from '@/lib/i18n/use-t';

type LineSectionProps<Line extends { id: string }> = {
  title: string;
  description: string;
  /** Shown when the list is empty. */
  empty: string;
  addLabel: string;
  lines: readonly Line[];
  max: number;
  /** The name of the line at an index, for its group and its remove button ('Revenue stream 2'). */
  lineLabel: (index: number) => string;
  renderFields: (line: Line, index: number) => ReactNode;
  onAdd: () => void;
  onRemove: (id: string) => void;
  /** A message about the list as a whole (too many lines). */
  error?: string | undefined;
};

/** One list of the model (revenue streams, roles, expenses, funding): a group of fields per line, add and remove. */
export function LineSection<Line extends { id: string }>({
  title,
  description,
  empty,
  addLabel,
  lines,
  max,
  lineLabel,
  renderFields,
  onAdd,
  onRemove,
  error,
}: LineSectionProps<Line>) {
  const t = useT();
  return (
    <Card role="region" aria-label={title} className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {lines.length === 0 && <p className="text-sm text-muted-foreground">{empty}</p>}
      {lines.map((line, index) => (
        <div
          key={line.id}
          role="group"
          aria-label={lineLabel(index)}
          className="flex items-start gap-2 border-t border-border pt-4"
        >
          <div className="grid flex-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">{renderFields(line, index)}</div>
          <IconButton
            icon={Trash2}
            className="mt-7"
            label={t({ id: 'financeModel.lines.remove', defaultMessage: 'Remove {line}' }, { line: lineLabel(index) })}
            onClick={() => onRemove(line.id)}
          />
        </div>
      ))}
      <FormAlert message={error} />
      <Button variant="outline" onClick={onAdd} disabled={lines.length >= max}>
        <Plus className="size-4" aria-hidden="true" />
        {addLabel}
      </Button>
    </Card>
  );
}
