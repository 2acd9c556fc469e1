import type { CapTableRow, RoundOutcome } from '@core/tools/esop-planner/option-pool-shuffle';
import type { Translate } from '@/lib/i18n/use-t';

/** A holder's line across the two tables: shares and percent before the round (none for new investors) and after. */
export type CapTableLine = { holder: string; before: CapTableRow | null; after: CapTableRow };

/** The name a cap table line shows: the founder's own, or 'Founders', 'Option pool', 'New investors'. */
export function holderName(row: CapTableRow, t: Translate): string {
  if (row.kind === 'founder') return row.name ?? '';
  if (row.kind === 'founders') return t({ id: 'esopPlanner.capTable.founders', defaultMessage: 'Founders' });
  if (row.kind === 'pool') return t({ id: 'esopPlanner.capTable.pool', defaultMessage: 'Option pool' });
  return t({ id: 'esopPlanner.capTable.investors', defaultMessage: 'New investors' });
}

/** The round's cap table, one line per holder (the lines after the round, matched with those before it). */
export const capTableLines = (round: RoundOutcome, t: Translate): CapTableLine[] =>
  round.after.map((after, index) => ({
    holder: holderName(after, t),
    before: round.before[index]?.kind === after.kind ? (round.before[index] ?? null) : null,
    after,
  }));
