import type { RankedFeature } from '@core/tools/feature-prioritization-radar/feature-ranking';
import type { ReachPeriod, Scoring } from '@core/tools/feature-prioritization-radar/feature-scores';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import type { ScoreWords } from '../hooks/use-score-words';
import { SortHeader, type SortDirection } from './sort-header';

type RankedFeaturesProps = {
  /** The features in the order shown: by rank, or the other way round. */
  rows: readonly RankedFeature[];
  scoring: Scoring;
  direction: SortDirection;
  reachPeriod: ReachPeriod;
  words: ScoreWords;
  /** Ranks by a score (the one ranked by already: the other way round). */
  onSort: (scoring: Scoring) => void;
  onOpen: (feature: RankedFeature['feature'], opener: HTMLElement) => void;
};

/** The features ranked: rank, name (opens it), the idea it serves, its inputs, and both scores — sortable by either. */
export function RankedFeatures({ rows, scoring, direction, reachPeriod, words, onSort, onOpen }: RankedFeaturesProps) {
  const t = useT();
  const inputsOf = ({ rice, ice }: RankedFeature['feature']) =>
    scoring === 'rice'
      ? t(
          {
            id: 'featureRadar.list.riceInputs',
            defaultMessage:
              'Reach {reach} a {period, select, month {month} quarter {quarter} other {year}} · impact {impact} · confidence {confidence}% · effort {effort} person-months',
          },
          {
            period: reachPeriod,
            reach: words.number(rice.reach),
            impact: words.number(rice.impact),
            confidence: rice.confidence,
            effort: words.number(rice.effort),
          },
        )
      : t(
          {
            id: 'featureRadar.list.iceInputs',
            defaultMessage: 'Impact {impact} · confidence {confidence} · ease {ease}',
          },
          ice,
        );
  return (
    <table className="w-full table-fixed text-sm">
      <caption className="sr-only">{t({ id: 'featureRadar.list.caption', defaultMessage: 'Features ranked' })}</caption>
      <thead>
        <tr className="border-b border-border text-left text-muted-foreground">
          <th scope="col" className="w-12 py-2 pr-2 font-medium">
            {t({ id: 'featureRadar.list.rank', defaultMessage: 'Rank' })}
          </th>
          <th scope="col" className="py-2 pr-2 font-medium">
            {t({ id: 'featureRadar.list.feature', defaultMessage: 'Feature' })}
          </th>
          <SortHeader
            label={t({ id: 'featureRadar.list.rice', defaultMessage: 'RICE' })}
            sort={scoring === 'rice' ? direction : 'none'}
            onSort={() => onSort('rice')}
          />
          <SortHeader
            label={t({ id: 'featureRadar.list.ice', defaultMessage: 'ICE' })}
            sort={scoring === 'ice' ? direction : 'none'}
            onSort={() => onSort('ice')}
          />
        </tr>
      </thead>
      <tbody>
        {rows.map(({ feature, rank, rice, ice }) => (
          <tr key={feature.id} className="border-b border-border align-top last:border-b-0">
            <td className="py-3 pr-2 font-semibold tabular-nums">{rank}</td>
            <td className="py-3 pr-2">
              <button
                type="button"
                className="text-left font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onClick={(event) => onOpen(feature, event.currentTarget)}
              >
                {feature.name}
              </button>
              <p className="break-words text-xs text-muted-foreground">{inputsOf(feature)}</p>
              <p className="text-xs sm:hidden">
                {t(
                  { id: 'featureRadar.list.scores', defaultMessage: 'RICE {rice} · ICE {ice}' },
                  { rice: words.number(rice), ice: words.number(ice) },
                )}
              </p>
              {feature.idea && (
                <p className="text-xs">
                  {t({ id: 'featureRadar.list.idea', defaultMessage: 'Idea:' })}{' '}
                  <Link
                    className="text-primary underline-offset-4 hover:underline"
                    to={paths.idea.getHref(feature.idea.id)}
                  >
                    {feature.idea.title}
                  </Link>
                </p>
              )}
            </td>
            <td
              className={`hidden py-3 pr-2 text-right tabular-nums sm:table-cell ${scoring === 'rice' ? 'font-semibold' : ''}`}
            >
              {words.number(rice)}
            </td>
            <td
              className={`hidden py-3 text-right tabular-nums sm:table-cell ${scoring === 'ice' ? 'font-semibold' : ''}`}
            >
              {words.number(ice)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
