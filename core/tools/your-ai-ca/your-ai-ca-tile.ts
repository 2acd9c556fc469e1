import { TILE_LINES, defineDashboardTile, type TileFigure } from '../../dashboard/dashboard-tile';
import { defineMessage } from '../../i18n/define-message';
import type { FilingView } from './compliance-contracts';

/** Your AI CA's tile (ADR 0111): its filings are in its tables, which its server folder reads. */
export const yourAiCaTile = defineDashboardTile({
  toolId: 'your-ai-ca',
  title: defineMessage({ id: 'dashboard.tile.yourAiCa.title', defaultMessage: 'Next filings due' }),
  empty: defineMessage({ id: 'dashboard.tile.yourAiCa.empty', defaultMessage: 'No filings yet' }),
  source: { from: 'server' },
});

/**
 * The tile's figure from the user's filings as the tool lists them (soonest due first, each with its status on the
 * day): how many are not filed (overdue or pending), and the first few of them with their due days. None: null.
 */
export function nextFilingsFigure(filings: readonly FilingView[]): TileFigure | null {
  if (filings.length === 0) return null;
  const open = filings.filter((filing) => filing.status !== 'filed');
  return {
    headline: { kind: 'count', value: open.length },
    lines: open
      .slice(0, TILE_LINES)
      .map((filing) => ({ label: filing.type, value: { kind: 'day', value: filing.dueDate } })),
    source: null,
  };
}
