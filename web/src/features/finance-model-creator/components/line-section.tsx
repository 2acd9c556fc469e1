import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { IconButton } from '@/components/ui/icon-button';
import { useT } from '@/lib/i18n/use-t';
import { listSummary } from '@/lib/list-summary';

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
  /** The name the person gave a line ('Subscriptions'), for the section's summary on a phone. */
  nameOf: (line: Line) => string;
  renderFields: (line: Line, index: number) => ReactNode;
  onAdd: () => void;
  onRemove: (id: string) => void;
  /** A message about the list as a whole (too many lines). */
  error?: string | undefined;
};

/**
 * One list of the model (revenue streams, roles, expenses, funding): a group of fields per line, add and remove;
 * on a phone, folded behind its title and its lines' names (CollapsibleSection).
 */
export function LineSection<Line extends { id: string }>({
  title,
  description,
  empty,
  addLabel,
  lines,
  max,
  lineLabel,
  nameOf,
  renderFields,
  onAdd,
  onRemove,
  error,
}: LineSectionProps<Line>) {
  const t = useT();
  return (
    <SectionCard
      title={title}
      summary={listSummary(
        lines.map(nameOf),
        t(
          {
            id: 'financeModel.lines.summary',
            defaultMessage: '{count, plural, =0 {None yet} one {# line} other {# lines}}',
          },
          { count: lines.length },
        ),
      )}
    >
      <p className="text-sm text-muted-foreground">{description}</p>
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
    </SectionCard>
  );
}
