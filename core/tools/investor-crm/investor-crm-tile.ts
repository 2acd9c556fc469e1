import { defineDashboardTile } from '../../dashboard/dashboard-tile';
import { defineMessage } from '../../i18n/define-message';
import { investorPipelineDocuments } from './investor-pipelines';
import { pipelineFigures } from './pipeline-figures';

/**
 * The Investor CRM's tile (ADR 0111): the round's progress in the pipeline saved last — committed cheques over the
 * target, as the pipeline's header works it out — with the committed amount and the target (no target: the amount).
 */
export const investorCrmTile = defineDashboardTile({
  toolId: 'investor-crm',
  title: defineMessage({ id: 'dashboard.tile.investorCrm.title', defaultMessage: 'Round progress' }),
  empty: defineMessage({ id: 'dashboard.tile.investorCrm.empty', defaultMessage: 'No investor pipeline yet' }),
  source: {
    from: 'documents',
    documents: investorPipelineDocuments,
    figure: ({ investors, roundTarget, currency }) => {
      if (investors.length === 0 && roundTarget === null) return null;
      const { committed, progress } = pipelineFigures(investors, roundTarget);
      const committedLine = {
        label: defineMessage({ id: 'dashboard.tile.investorCrm.committed', defaultMessage: 'Committed' }),
        value: { kind: 'money', amount: committed, currency },
      } as const;
      if (progress === null) return { headline: committedLine.value, lines: [], source: null };
      return {
        headline: { kind: 'share', value: progress },
        lines: [
          committedLine,
          {
            label: defineMessage({ id: 'dashboard.tile.investorCrm.target', defaultMessage: 'Target' }),
            value: { kind: 'money', amount: roundTarget ?? 0, currency },
          },
        ],
        source: null,
      };
    },
  },
});
