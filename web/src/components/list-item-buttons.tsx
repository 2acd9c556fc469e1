import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';

type ListItemButtonsProps = {
  /** The item as the buttons name it: 'Assumption 2', 'Question 3'. */
  title: string;
  /** Its place in the list, from 0, and the list's length. */
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** Move up, Move down and Remove for one item of an ordered list a founder edits. */
export function ListItemButtons({ title, index, count, onMove, onRemove }: ListItemButtonsProps) {
  const t = useT();
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <Button
        variant="ghost"
        size="sm"
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
        aria-label={t({ id: 'ui.listItem.moveUp', defaultMessage: 'Move {title} up' }, { title })}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
        aria-label={t({ id: 'ui.listItem.moveDown', defaultMessage: 'Move {title} down' }, { title })}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={onRemove}
        aria-label={t({ id: 'ui.listItem.remove', defaultMessage: 'Remove {title}' }, { title })}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}
