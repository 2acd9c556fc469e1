import { defineDashboardTile } from '../../dashboard/dashboard-tile';
import { defineMessage } from '../../i18n/define-message';
import { checkInLogDocuments } from './check-in-logs';
import { radarComparison, scoresAverage } from './check-in-trends';

/** A score as the tile shows it: one decimal. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The Founder Motivation Radar's tile (ADR 0111): the newest check-in's average of the five scores, against the
 * average of the up to four check-ins before it — the radar's own comparison (none before it: no second line).
 */
export const founderMotivationRadarTile = defineDashboardTile({
  toolId: 'founder-motivation-radar',
  title: defineMessage({ id: 'dashboard.tile.motivationRadar.title', defaultMessage: 'Motivation trend' }),
  empty: defineMessage({ id: 'dashboard.tile.motivationRadar.empty', defaultMessage: 'No check-ins yet' }),
  source: {
    from: 'documents',
    documents: checkInLogDocuments,
    figure: ({ checkIns }) => {
      const comparison = radarComparison(checkIns);
      if (!comparison) return null;
      const { latest, average } = comparison;
      return {
        headline: { kind: 'score', value: oneDecimal(scoresAverage(latest)) },
        lines: average
          ? [
              {
                label: defineMessage({
                  id: 'dashboard.tile.motivationRadar.before',
                  defaultMessage: 'The weeks before',
                }),
                value: { kind: 'score', value: oneDecimal(scoresAverage(average)) },
              },
            ]
          : [],
        source: null,
      };
    },
  },
});
