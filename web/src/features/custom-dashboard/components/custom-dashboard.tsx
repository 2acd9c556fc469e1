import { findTile, TOOL_TILES } from '@core/tools/tool-tiles';
import { useRef, useState } from 'react';
import { ToolPage } from '@/components/tool-page';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useT } from '@/lib/i18n/use-t';
import { useDashboardTiles } from '../api/get-dashboard-tiles';
import { useDashboardLayout } from '../hooks/use-dashboard-layout';
import { useTileWords } from '../hooks/use-tile-words';
import { AddTileForm } from './add-tile-form';
import { DashboardGrid } from './dashboard-grid';

/**
 * The /tool/custom-dashboard page (ADR 0111): tiles of the founder's own figures from the other tools, all read in one
 * request and drawn by the server with the page; added, removed and arranged (by drag, by the keyboard), the layout
 * saved as the founder's one dashboard document, every move said in a live region.
 */
export function CustomDashboard() {
  const t = useT();
  const say = useTileWords();
  const layout = useDashboardLayout();
  const tiles = useDashboardTiles();
  const [said, setSaid] = useState('');
  const addSelect = useRef<HTMLSelectElement>(null);
  const shown = layout.values.tiles.filter((id) => findTile(id) !== undefined);
  const titleOf = (id: string) => say(findTile(id)!.title);
  const arrange = (next: string[]) => layout.change(() => ({ tiles: next }));

  return (
    <ToolPage
      toolId="custom-dashboard"
      width="6xl"
      description={t({
        id: 'customDashboard.page.description',
        defaultMessage:
          "Your key figures from your other tools, on one page. Add, remove and arrange the tiles: they're saved for you.",
      })}
      document={layout}
    >
      <p className="sr-only" aria-live="polite" data-testid="dashboard-announcement">
        {said}
      </p>
      <AddTileForm
        available={TOOL_TILES.filter((tile) => !shown.includes(tile.toolId))}
        selectRef={addSelect}
        onAdd={(id) => {
          arrange([...shown, id]);
          setSaid(t({ id: 'customDashboard.said.added', defaultMessage: '{title} added.' }, { title: titleOf(id) }));
        }}
      />
      {tiles.isError && (
        <div className="flex flex-wrap items-center gap-2">
          <FormAlert
            message={t({ id: 'customDashboard.tiles.loadError', defaultMessage: 'Could not load your figures.' })}
          />
          <Button variant="outline" size="sm" disabled={tiles.isFetching} onClick={() => void tiles.refetch()}>
            {t({ id: 'customDashboard.tiles.retry', defaultMessage: 'Try again' })}
          </Button>
        </div>
      )}
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t({ id: 'customDashboard.empty', defaultMessage: 'No tiles on your dashboard. Add one above.' })}
        </p>
      ) : (
        <DashboardGrid
          tiles={shown}
          answers={tiles.data}
          onArrange={(next, moved) => {
            arrange(next);
            setSaid(
              t(
                { id: 'customDashboard.said.moved', defaultMessage: '{title} moved to place {place} of {count}.' },
                { title: titleOf(moved), place: next.indexOf(moved) + 1, count: next.length },
              ),
            );
          }}
          onRemove={(id) => {
            arrange(shown.filter((tile) => tile !== id));
            setSaid(
              t({ id: 'customDashboard.said.removed', defaultMessage: '{title} removed.' }, { title: titleOf(id) }),
            );
            requestAnimationFrame(() => addSelect.current?.focus());
          }}
        />
      )}
    </ToolPage>
  );
}
