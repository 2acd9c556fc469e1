import type { DashboardTile } from '@core/dashboard/dashboard-tile';
import { Plus } from 'lucide-react';
import { useState, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/lib/i18n/use-t';
import { useTileWords } from '../hooks/use-tile-words';

type AddTileFormProps = {
  /** The tiles not on the dashboard, in the list's order. */
  available: readonly DashboardTile[];
  onAdd: (toolId: string) => void;
  selectRef: Ref<HTMLSelectElement>;
};

/** 'Add a tile': one of the tiles the dashboard does not show, added at its end. */
export function AddTileForm({ available, onAdd, selectRef }: AddTileFormProps) {
  const t = useT();
  const say = useTileWords();
  const [chosen, setChosen] = useState('');
  const value = available.some((tile) => tile.toolId === chosen) ? chosen : (available[0]?.toolId ?? '');
  if (available.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        {t({ id: 'customDashboard.add.none', defaultMessage: 'Every tile is on your dashboard.' })}
      </p>
    );
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onAdd(value);
      }}
    >
      <label className="flex min-w-0 flex-col gap-1 text-sm font-medium">
        {t({ id: 'customDashboard.add.label', defaultMessage: 'Add a tile' })}
        <NativeSelect
          ref={selectRef}
          value={value}
          onChange={(event) => setChosen(event.target.value)}
          className="max-w-full"
        >
          {available.map((tile) => (
            <option key={tile.toolId} value={tile.toolId}>
              {say(tile.title)}
            </option>
          ))}
        </NativeSelect>
      </label>
      <Button type="submit" variant="outline">
        <Plus aria-hidden="true" className="mr-1.5 size-4" />
        {t({ id: 'customDashboard.add.submit', defaultMessage: 'Add' })}
      </Button>
    </form>
  );
}
