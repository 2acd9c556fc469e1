import { defineDashboardTile } from '../../dashboard/dashboard-tile';
import { defineMessage } from '../../i18n/define-message';

/** The Idea Garage's tile (ADR 0111): how many ideas the user has, counted by the board's server code. */
export const ideaGarageTile = defineDashboardTile({
  toolId: 'idea-garage',
  title: defineMessage({ id: 'dashboard.tile.ideaGarage.title', defaultMessage: 'Ideas' }),
  empty: defineMessage({ id: 'dashboard.tile.ideaGarage.empty', defaultMessage: 'No ideas yet' }),
  source: { from: 'server' },
});
