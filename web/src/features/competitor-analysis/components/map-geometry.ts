import { MAP_RANGE } from '@core/tools/competitor-analysis/competitor-analysis';
import { onMap, type MapPosition } from '@core/tools/competitor-analysis/competitor-matrix';
import { SCATTER, scatterPosition, type ScatterAxis } from '@/components/charts/scatter-chart';

/** A positioning map's axis: the founder's name for it, 0 (low) to 100 (high). */
export const mapAxis = (label: string): ScatterAxis => ({ label, ...MAP_RANGE, format: String });

/** The place on the map under a point of the chart's viewBox (scatterPosition turned round), kept on the map. */
export function positionAt(x: ScatterAxis, y: ScatterAxis, [viewX, viewY]: readonly [number, number]): MapPosition {
  const [left, top] = scatterPosition(x, y, { x: x.min, y: y.max });
  const [right, bottom] = scatterPosition(x, y, { x: x.max, y: y.min });
  return {
    x: onMap(x.min + ((viewX - left) / (right - left)) * (x.max - x.min)),
    y: onMap(y.min + ((bottom - viewY) / (bottom - top)) * (y.max - y.min)),
  };
}

/** Where a pointer at (clientX, clientY) falls in the viewBox of a chart drawn in `box` on screen. */
export const viewBoxPoint = (
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): [number, number] => [
  ((clientX - box.left) / box.width) * SCATTER.width,
  ((clientY - box.top) / box.height) * SCATTER.height,
];
