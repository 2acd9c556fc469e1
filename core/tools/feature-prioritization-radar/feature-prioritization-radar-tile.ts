import { TILE_LINES, defineDashboardTile } from '../../dashboard/dashboard-tile';
import { defineMessage } from '../../i18n/define-message';
import { rankFeatures } from './feature-ranking';
import { featureRoadmapDocuments } from './feature-roadmaps';
import { roundedScore } from './feature-scores';

/**
 * The Feature Prioritization Radar's tile (ADR 0111): the top features of the roadmap saved last, ranked by its own
 * scoring (RICE or ICE) as the radar ranks them, each with its score as shown there; the headline counts the features.
 */
export const featurePrioritizationRadarTile = defineDashboardTile({
  toolId: 'feature-prioritization-radar',
  title: defineMessage({ id: 'dashboard.tile.featureRadar.title', defaultMessage: 'Top features' }),
  empty: defineMessage({ id: 'dashboard.tile.featureRadar.empty', defaultMessage: 'No features scored yet' }),
  source: {
    from: 'documents',
    documents: featureRoadmapDocuments,
    figure: ({ features, scoring }) =>
      features.length === 0
        ? null
        : {
            headline: { kind: 'count', value: features.length },
            lines: rankFeatures(features, scoring)
              .slice(0, TILE_LINES)
              .map((ranked) => ({
                label: ranked.feature.name,
                value: { kind: 'number', value: roundedScore(ranked[scoring]) },
              })),
            source: null,
          },
  },
});
