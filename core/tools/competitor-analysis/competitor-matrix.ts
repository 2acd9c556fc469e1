import { toCsv } from '../../csv';
import { MAP_RANGE, type Competitor, type Feature, type FeatureSupport } from './competitor-analysis';

type WithFeatures = Pick<Competitor, 'features'>;

/** How far a column offers a feature: what it says, else 'no'. */
export const supportOf = (competitor: WithFeatures, featureId: string): FeatureSupport =>
  competitor.features[featureId] ?? 'no';

/** A column's features with one feature's support set; 'no' is kept by leaving the feature out. */
export function withSupport(
  features: Competitor['features'],
  featureId: string,
  support: FeatureSupport,
): Competitor['features'] {
  const rest = Object.fromEntries(Object.entries(features).filter(([id]) => id !== featureId));
  return support === 'no' ? rest : { ...rest, [featureId]: support };
}

/** Every column without a feature that leaves the matrix. */
export const withoutFeature = <Column extends WithFeatures>(columns: readonly Column[], featureId: string): Column[] =>
  columns.map((column) => ({ ...column, features: withSupport(column.features, featureId, 'no') }));

export type MapPosition = NonNullable<Competitor['position']>;

/** Where a point is first placed: the middle of the map. */
export const MAP_MIDDLE: MapPosition = { x: 50, y: 50 };

/** How far an arrow key moves a point: a step, or one unit with Shift held. */
export const MAP_STEP = { normal: 5, fine: 1 } as const;

/** A value kept on the map: whole, from 0 to 100. */
export const onMap = (value: number) => Math.min(MAP_RANGE.max, Math.max(MAP_RANGE.min, Math.round(value)));

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

/** A point moved by an arrow key (right and up are higher), kept on the map; null for any other key. */
export function movedBy(position: MapPosition, key: string, step: number): MapPosition | null {
  const arrow = ARROWS[key];
  if (!arrow) return null;
  return { x: onMap(position.x + arrow[0] * step), y: onMap(position.y + arrow[1] * step) };
}

/** The words of the matrix's CSV, in the reader's language: the first column's heading and the rows after the features. */
export type MatrixCsvWords = {
  feature: string;
  support: Record<FeatureSupport, string>;
  plan: string;
  /** The price row's heading, with the currency ('Price (USD)'). */
  price: string;
  notes: string;
};

type MatrixColumn = WithFeatures & Pick<Competitor, 'name' | 'plan' | 'price' | 'notes'>;

/**
 * The matrix as CSV (core/csv: text cells starting with = + - @ guarded): a heading row of the columns' names, a row
 * per feature with each column's support, then the plan, its price as a plain number ('' when not known) and notes.
 */
export function matrixCsv(
  { competitors, features }: { competitors: readonly MatrixColumn[]; features: readonly Feature[] },
  words: MatrixCsvWords,
): string {
  return toCsv([
    [words.feature, ...competitors.map((competitor) => competitor.name)],
    ...features.map((feature) => [
      feature.name,
      ...competitors.map((competitor) => words.support[supportOf(competitor, feature.id)]),
    ]),
    [words.plan, ...competitors.map((competitor) => competitor.plan)],
    [words.price, ...competitors.map((competitor) => competitor.price)],
    [words.notes, ...competitors.map((competitor) => competitor.notes)],
  ]);
}
