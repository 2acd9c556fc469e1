import { COMPETITOR_LIMITS } from '@core/tools/competitor-analysis/competitor-analysis';
import { MAP_MIDDLE, type MapPosition } from '@core/tools/competitor-analysis/competitor-matrix';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';
import type { AnalysisDocument } from '../hooks/use-analysis-document';
import { useColumnTitles } from '../hooks/use-column-titles';
import { useFocusOnAdd } from '../hooks/use-focus-on-add';
import { PositioningMap, type MapPoint } from './positioning-map';

/** Two axes the founder names, the columns placed on them, and the same places as a list (the map's text alternative). */
export function PositioningSection({ analysis }: { analysis: AnalysisDocument }) {
  const t = useT();
  const { axes, competitors } = analysis.form;
  const titles = useColumnTitles(competitors);
  const focus = useFocusOnAdd();
  const issues = analysis.checked.issues;
  const shown = {
    x: axes.x.trim() || t({ id: 'competitorAnalysis.map.xAxis', defaultMessage: 'Horizontal axis' }),
    y: axes.y.trim() || t({ id: 'competitorAnalysis.map.yAxis', defaultMessage: 'Vertical axis' }),
  };
  const describe = (label: string, { x, y }: MapPosition) =>
    t(
      { id: 'competitorAnalysis.map.position', defaultMessage: '{name}: {xName} {x}, {yName} {y}' },
      { name: label, xName: shown.x, x, yName: shown.y, y },
    );
  const points: MapPoint[] = competitors.flatMap((column) =>
    column.position
      ? [{ id: column.id, label: titles(column.id).label, isOwn: column.isOwn, position: column.position }]
      : [],
  );
  return (
    <SectionCard
      title={t({ id: 'competitorAnalysis.map.title', defaultMessage: 'Positioning map' })}
      summary={`${shown.x} · ${shown.y}`}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label={t({ id: 'competitorAnalysis.map.xAxis', defaultMessage: 'Horizontal axis' })}
          value={axes.x}
          maxLength={COMPETITOR_LIMITS.axis}
          error={issues['axes.x']}
          onChange={(event) => analysis.nameAxis('x', event.target.value)}
        />
        <FormField
          label={t({ id: 'competitorAnalysis.map.yAxis', defaultMessage: 'Vertical axis' })}
          value={axes.y}
          maxLength={COMPETITOR_LIMITS.axis}
          error={issues['axes.y']}
          onChange={(event) => analysis.nameAxis('y', event.target.value)}
        />
      </div>
      {competitors.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'competitorAnalysis.map.empty',
            defaultMessage: 'Add your product and competitors above to place them on the map.',
          })}
        </p>
      ) : (
        <>
          <PositioningMap
            axes={shown}
            points={points}
            describe={describe}
            onMove={analysis.place}
            pointRef={focus.refFor}
          />
          <ul
            aria-label={t({ id: 'competitorAnalysis.map.places', defaultMessage: 'Places on the map' })}
            className="space-y-1 text-sm"
          >
            {competitors.map((column) => {
              const { label } = titles(column.id);
              return (
                <li key={column.id} className="flex flex-wrap items-center justify-between gap-2">
                  {column.position ? (
                    describe(label, column.position)
                  ) : (
                    <>
                      <span>
                        {t(
                          { id: 'competitorAnalysis.map.notPlaced', defaultMessage: '{name}: not placed yet' },
                          { name: label },
                        )}
                      </span>
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => {
                          focus.expect(column.id);
                          analysis.place(column.id, MAP_MIDDLE);
                        }}
                      >
                        {t({ id: 'competitorAnalysis.map.place', defaultMessage: 'Place {name}' }, { name: label })}
                      </Button>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </SectionCard>
  );
}
