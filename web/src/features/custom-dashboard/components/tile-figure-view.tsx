import type { TileFigure } from '@core/dashboard/dashboard-tile';
import { useT } from '@/lib/i18n/use-t';
import { useTileValueText } from '../hooks/use-tile-value-text';
import { useTileWords } from '../hooks/use-tile-words';

/** A tile's figure: the headline, its lines (the user's words or the tool's), and the saved document it was read from. */
export function TileFigureView({ figure }: { figure: TileFigure }) {
  const t = useT();
  const text = useTileValueText();
  const say = useTileWords();
  return (
    <div className="space-y-2">
      <p className="text-3xl font-semibold tabular-nums" data-testid="tile-headline">
        {text(figure.headline)}
      </p>
      {figure.lines.length > 0 && (
        <ul className="space-y-1 text-sm">
          {figure.lines.map(({ label, value }, index) => (
            <li key={index} className="flex justify-between gap-3">
              <span className="min-w-0 truncate">{typeof label === 'string' ? label : say(label)}</span>
              {value && <span className="shrink-0 tabular-nums text-muted-foreground">{text(value)}</span>}
            </li>
          ))}
        </ul>
      )}
      {figure.source !== null && (
        <p className="truncate text-xs text-muted-foreground">
          {t({ id: 'customDashboard.tile.source', defaultMessage: 'From {name}' }, { name: figure.source })}
        </p>
      )}
    </div>
  );
}
