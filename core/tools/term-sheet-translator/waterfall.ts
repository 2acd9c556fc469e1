/**
 * A liquidation waterfall for one or more series of preferred shares (Series Seed, A, B…): at a given exit (what the
 * company is sold for, net of debts and costs), what each series takes and what is left for common (founders,
 * employees).
 *
 * - Preference: a series first takes `multiple` × its investment, or what is left if less. Stacked, the latest series
 *   is paid in full first, then the one before it; pari passu, all are paid together, in proportion to their
 *   preferences when the exit cannot pay them all.
 * - Non-participating: a series takes its preference OR converts to common and shares the rest as converted.
 * - Participating: its preference AND its share of the rest, as converted.
 * - Participating with a cap: as participating, held to `cap` × its investment in all; it may convert instead.
 * - Each series converts when that pays it more, given what the others do: the choices are solved together.
 */
export type Participation = 'none' | 'full' | 'capped';

export type Seniority = 'stacked' | 'pariPassu';

/** One series as the waterfall pays it. */
export type PreferredSeries = {
  /** What it put in. */
  investment: number;
  /** Its share of the company as converted to common, from 0 to 1. */
  ownership: number;
  /** Its liquidation preference, as a multiple of its investment (1 = 1x). */
  multiple: number;
  participation: Participation;
  /** With 'capped': the most it takes in all, as a multiple of its investment (3 = 3x). */
  cap: number;
};

export type WaterfallPayout = {
  exitValue: number;
  /** What each series takes, in the order given. */
  series: number[];
  /** What all the series take together. */
  investors: number;
  common: number;
  /** For each series: true where it takes more by converting to common than by its preference. */
  converts: boolean[];
};

/** Shares `pool` among weights, none taking more than its room: what each takes. */
function shareOut(pool: number, weights: number[], rooms: number[]): number[] {
  const taken = weights.map(() => 0);
  let open = weights.map((weight, index) => (weight > 0 ? index : -1)).filter((index) => index >= 0);
  let left = pool;
  // A capped holder filled to its room leaves the rest to the others, shared again by their weights.
  for (;;) {
    const total = open.reduce((sum, index) => sum + weights[index]!, 0);
    if (total === 0 || left <= 0) break;
    const full = open.filter((index) => (left * weights[index]!) / total > rooms[index]!);
    if (full.length === 0) {
      for (const index of open) taken[index] = (left * weights[index]!) / total;
      break;
    }
    for (const index of full) {
      taken[index] = rooms[index]!;
      left -= rooms[index]!;
    }
    open = open.filter((index) => !full.includes(index));
  }
  return taken;
}

/** The preferences paid, in the order of the series, from an exit. */
function preferencesPaid(series: PreferredSeries[], converts: boolean[], seniority: Seniority, exit: number) {
  const owed = series.map((one, index) => (converts[index] ? 0 : one.multiple * one.investment));
  if (seniority === 'pariPassu') {
    const total = owed.reduce((sum, amount) => sum + amount, 0);
    return owed.map((amount) => (total <= exit ? amount : total === 0 ? 0 : (amount * exit) / total));
  }
  const paid = owed.map(() => 0);
  let left = exit;
  for (let index = series.length - 1; index >= 0; index--) {
    paid[index] = Math.min(left, owed[index]!);
    left -= paid[index]!;
  }
  return paid;
}

/** What each series and common take at an exit, the series that convert given. */
function distribute(series: PreferredSeries[], converts: boolean[], seniority: Seniority, exit: number) {
  const paid = preferencesPaid(series, converts, seniority, exit);
  const rest = exit - paid.reduce((sum, amount) => sum + amount, 0);
  const commonOwnership = Math.max(0, 1 - series.reduce((sum, one) => sum + one.ownership, 0));
  // Common, the converted series and the participating ones share the rest as converted.
  const weights = [
    commonOwnership,
    ...series.map((one, index) => (converts[index] || one.participation !== 'none' ? one.ownership : 0)),
  ];
  const rooms = [
    Infinity,
    ...series.map((one, index) =>
      !converts[index] && one.participation === 'capped'
        ? Math.max(0, Math.max(one.cap, one.multiple) * one.investment - paid[index]!)
        : Infinity,
    ),
  ];
  const shared = shareOut(rest, weights, rooms);
  const taken = series.map((_, index) => paid[index]! + shared[index + 1]!);
  return { taken, common: exit - taken.reduce((sum, amount) => sum + amount, 0) };
}

/**
 * The payout at one exit value. Each series that may convert (non-participating or capped) does so when that pays it
 * more, the others' choices given; one change at a time, the largest gain first, until no series gains by changing.
 */
export function payoutAt(series: PreferredSeries[], seniority: Seniority, exitValue: number): WaterfallPayout {
  const converts = series.map(() => false);
  let { taken, common } = distribute(series, converts, seniority, exitValue);
  for (let step = 0; step < 4 * series.length; step++) {
    let best: { index: number; gain: number; result: ReturnType<typeof distribute> } | undefined;
    series.forEach((one, index) => {
      if (one.participation === 'full') return;
      const tried = converts.map((choice, other) => (other === index ? !choice : choice));
      const result = distribute(series, tried, seniority, exitValue);
      const gain = result.taken[index]! - taken[index]!;
      if (gain > 1e-9 * Math.max(1, exitValue) && (!best || gain > best.gain)) best = { index, gain, result };
    });
    if (!best) break;
    converts[best.index] = !converts[best.index];
    ({ taken, common } = best.result);
  }
  const investors = taken.reduce((sum, amount) => sum + amount, 0);
  return { exitValue, series: taken, investors, common, converts };
}

/** The payouts at each exit value, in the order given. */
export const waterfall = (series: PreferredSeries[], seniority: Seniority, exitValues: readonly number[]) =>
  exitValues.map((exit) => payoutAt(series, seniority, exit));

/**
 * For one series alone: the exit value above which it converts to common, where its share equals what its preference
 * gives it — multiple × investment ÷ ownership (non-participating), cap × investment ÷ ownership (capped).
 * Participating without a cap never converts: undefined.
 */
export function conversionPoint(one: PreferredSeries): number | undefined {
  if (one.participation === 'full') return undefined;
  const held = one.participation === 'capped' ? Math.max(one.cap, one.multiple) : one.multiple;
  return (held * one.investment) / one.ownership;
}
