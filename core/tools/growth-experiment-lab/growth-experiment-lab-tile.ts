import { TILE_LINES, defineDashboardTile } from '../../dashboard/dashboard-tile';
import { defineMessage } from '../../i18n/define-message';
import { experimentLabDocuments } from './experiment-labs';

/** The Growth Experiment Lab's tile (ADR 0111): how many experiments of the lab saved last are running, and the first few by name. */
export const growthExperimentLabTile = defineDashboardTile({
  toolId: 'growth-experiment-lab',
  title: defineMessage({ id: 'dashboard.tile.growthLab.title', defaultMessage: 'Running experiments' }),
  empty: defineMessage({ id: 'dashboard.tile.growthLab.empty', defaultMessage: 'No experiments yet' }),
  source: {
    from: 'documents',
    documents: experimentLabDocuments,
    figure: ({ experiments }) => {
      if (experiments.length === 0) return null;
      const running = experiments.filter((experiment) => experiment.status === 'running');
      return {
        headline: { kind: 'count', value: running.length },
        lines: running.slice(0, TILE_LINES).map((experiment) => ({ label: experiment.name, value: null })),
        source: null,
      };
    },
  },
});
