import { MAP_MIDDLE, MAP_STEP, movedBy, type MapPosition } from '@core/tools/competitor-analysis/competitor-matrix';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  SCATTER,
  ScatterFrame,
  scatterPlot,
  ScatterPointLabel,
  scatterPosition,
} from '@/components/charts/scatter-chart';
import { useT } from '@/lib/i18n/use-t';
import { mapAxis, positionAt, viewBoxPoint } from './map-geometry';

/** A column placed on the map. */
export type MapPoint = { id: string; label: string; isOwn: boolean; position: MapPosition };

type PositioningMapProps = {
  axes: { x: string; y: string };
  points: readonly MapPoint[];
  /** Says where a point is, in words ('Acme: Price 30, Ease of use 70'). */
  describe: (label: string, position: MapPosition) => string;
  onMove: (id: string, position: MapPosition) => void;
  /** Each point's element, to focus a point just placed. */
  pointRef: (id: string) => (node: SVGGElement | null) => void;
};

/**
 * The positioning map (ADR 0105): the columns as points on two axes the founder names, drawn like the ScatterChart
 * (its SCATTER box and scatterPosition), each point moved by dragging it or, focused, by the arrow keys (5 a press, 1
 * with Shift), its new place said to screen readers.
 */
export function PositioningMap({ axes, points, describe, onMove, pointRef }: PositioningMapProps) {
  const t = useT();
  const hintId = useId();
  const svg = useRef<SVGSVGElement>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  // Where the dragged point was last moved: said once it is let go, whether or not the page has drawn it there yet.
  const dragEnd = useRef<MapPosition | null>(null);
  const [said, setSaid] = useState('');
  const x = mapAxis(axes.x);
  const y = mapAxis(axes.y);
  const { right } = scatterPlot(x, y);

  // A key's move is said at once; a drag's, once the point is let go.
  const move = (point: MapPoint, position: MapPosition, isSaid: boolean) => {
    if (position.x === point.position.x && position.y === point.position.y) return;
    onMove(point.id, position);
    if (isSaid) setSaid(describe(point.label, position));
  };
  const onKeyDown = (point: MapPoint) => (event: KeyboardEvent<SVGGElement>) => {
    const moved = movedBy(point.position, event.key, event.shiftKey ? MAP_STEP.fine : MAP_STEP.normal);
    if (!moved) return;
    event.preventDefault();
    move(point, moved, true);
  };
  const onPointerMove = (point: MapPoint) => (event: PointerEvent<SVGGElement>) => {
    if (dragged !== point.id || !svg.current) return;
    const box = svg.current.getBoundingClientRect();
    dragEnd.current = positionAt(x, y, viewBoxPoint(box, event.clientX, event.clientY));
    move(point, dragEnd.current, false);
  };
  const stopDragging = (point: MapPoint) => (event: PointerEvent<SVGGElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    if (dragged === point.id) setSaid(describe(point.label, dragEnd.current ?? point.position));
    dragEnd.current = null;
    setDragged(null);
  };

  return (
    <div className="space-y-2">
      <p id={hintId} className="text-sm text-muted-foreground">
        {t({
          id: 'competitorAnalysis.map.hint',
          defaultMessage: 'Drag a point, or focus it and use the arrow keys: 5 a press, 1 with Shift.',
        })}
      </p>
      <svg
        ref={svg}
        role="group"
        aria-label={t({ id: 'competitorAnalysis.map.label', defaultMessage: 'Positioning map' })}
        viewBox={`0 0 ${SCATTER.width} ${SCATTER.height}`}
        className="h-auto w-full overflow-visible select-none"
      >
        <ScatterFrame
          x={{
            ...x,
            label: t({ id: 'competitorAnalysis.map.axisLabel', defaultMessage: '{axis} →' }, { axis: x.label }),
          }}
          y={{
            ...y,
            label: t({ id: 'competitorAnalysis.map.axisLabel', defaultMessage: '{axis} →' }, { axis: y.label }),
          }}
          guides={MAP_MIDDLE}
        />
        {points.map((point) => {
          const [cx, cy] = scatterPosition(x, y, point.position);
          return (
            <g
              key={point.id}
              ref={pointRef(point.id)}
              role="button"
              tabIndex={0}
              aria-roledescription={t({ id: 'competitorAnalysis.map.point', defaultMessage: 'movable point' })}
              aria-label={describe(point.label, point.position)}
              aria-describedby={hintId}
              className="group cursor-grab touch-none outline-none"
              onKeyDown={onKeyDown(point)}
              onPointerDown={(event) => {
                event.currentTarget.setPointerCapture(event.pointerId);
                event.currentTarget.focus();
                setDragged(point.id);
              }}
              onPointerMove={onPointerMove(point)}
              onPointerUp={stopDragging(point)}
              onPointerCancel={stopDragging(point)}
            >
              <circle cx={cx} cy={cy} r={22} fill="transparent" />
              <circle
                cx={cx}
                cy={cy}
                r={14}
                fill="none"
                strokeWidth={3}
                className="stroke-ring opacity-0 group-focus-visible:opacity-100"
              />
              {point.isOwn ? (
                <rect x={cx - 8} y={cy - 8} width={16} height={16} className="fill-primary" />
              ) : (
                <circle cx={cx} cy={cy} r={8} className="fill-muted-foreground" />
              )}
              <ScatterPointLabel cx={cx} cy={cy} right={right} gap={14} label={point.label} className="text-[13px]" />
            </g>
          );
        })}
      </svg>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 bg-primary" />
          {t({ id: 'competitorAnalysis.column.own', defaultMessage: 'Your product' })}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-full bg-muted-foreground" />
          {t({ id: 'competitorAnalysis.map.competitors', defaultMessage: 'Competitors' })}
        </li>
      </ul>
      <p role="status" className="sr-only">
        {said}
      </p>
    </div>
  );
}
