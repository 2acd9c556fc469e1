import { payoutAt } from '@core/tools/term-sheet-translator/waterfall';
import { seriesTerms, type WaterfallInputs } from '@core/tools/term-sheet-translator/waterfall-inputs';
import { useT } from '@/lib/i18n/use-t';
import type { Money } from '@/lib/use-money';

/**
 * The waterfall's key figures for the bar of a narrow screen: what common (the founders and employees) and the
 * investors (all series) receive at the main exit value — the middle one of those entered (the lower middle of an even count).
 */
export function useWaterfallKeyFigures(inputs: WaterfallInputs | null, money: Money) {
  const t = useT();
  if (inputs === null) return [];
  const main = inputs.exitValues[Math.floor((inputs.exitValues.length - 1) / 2)];
  if (main === undefined) return [];
  const payout = payoutAt(seriesTerms(inputs.series), inputs.seniority, main);
  const exit = money.formatCompact(main);
  return [
    {
      label: t({ id: 'termSheet.keyFigures.commonAt', defaultMessage: 'Common at {exit}' }, { exit }),
      value: money.formatWhole(payout.common),
    },
    {
      label: t({ id: 'termSheet.keyFigures.investorsAt', defaultMessage: 'Investors at {exit}' }, { exit }),
      value: money.formatWhole(payout.investors),
    },
  ];
}
