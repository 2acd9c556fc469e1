import { defineDashboardTile } from '../../dashboard/dashboard-tile';
import { defineMessage } from '../../i18n/define-message';
import { financeModelDocuments } from './finance-model-documents';
import { projectModel } from './project-model';

/**
 * The Finance Model's tile (ADR 0111): the runway of the model saved last, as the tool's own projection works it out
 * (null: the cash lasts the whole plan), and the plan's lowest cash balance.
 */
export const financeModelTile = defineDashboardTile({
  toolId: 'finance-model-creator',
  title: defineMessage({ id: 'dashboard.tile.financeModel.title', defaultMessage: 'Runway' }),
  empty: defineMessage({ id: 'dashboard.tile.financeModel.empty', defaultMessage: 'No finance model yet' }),
  source: {
    from: 'documents',
    documents: financeModelDocuments,
    figure: (model) => {
      const { runwayMonths, lowestCash } = projectModel(model);
      return {
        headline: { kind: 'months', value: runwayMonths },
        lines: [
          {
            label: defineMessage({ id: 'dashboard.tile.financeModel.lowestCash', defaultMessage: 'Lowest cash' }),
            value: { kind: 'money', amount: Math.round(lowestCash), currency: model.currency },
          },
        ],
        source: null,
      };
    },
  },
});
