import type { EquityScenarioData } from '@core/tools/equity-split/equity-scenarios';
import { DEFAULT_VESTING } from '@core/tools/equity-split/vesting';
import type { Translate } from '@/lib/i18n/use-t';
import { sampleName } from '@/lib/sample-name';

/**
 * 'Try a sample' of the equity calculator (ADR 0072, 0075): three invented founders, each named as a sample, rated
 * and already calculated. Points (contribution + commitment + experience): Asha 50 + 100 + 70 = 220, Ben 35 + 100 +
 * 90 = 225, Chen 15 + 60 + 60 = 135; 580 in all. Exact shares 22,000 / 580 = 37.93 %, 22,500 / 580 = 38.79 %,
 * 13,500 / 580 = 23.28 %; floored 37 + 38 + 23 = 98, the 2 points left go to the largest remainders (ADR 0016),
 * Asha's 0.93 and Ben's 0.79: 38 %, 39 %, 23 %. Chen, part-time, vests over 3 years with a 6-month cliff.
 */
export function equitySampleOf(t: Translate): EquityScenarioData {
  const founder = (number: number, name: string, role: string, factors: [number, number, number]) => ({
    id: `founder-${number}`,
    name: sampleName(t, name),
    role,
    contribution: factors[0],
    commitment: factors[1],
    experience: factors[2],
    vesting: DEFAULT_VESTING,
  });
  return {
    founders: [
      founder(1, 'Asha', t({ id: 'equitySplit.sample.ceo', defaultMessage: 'CEO' }), [50, 100, 70]),
      founder(2, 'Ben', t({ id: 'equitySplit.sample.cto', defaultMessage: 'CTO' }), [35, 100, 90]),
      {
        ...founder(3, 'Chen', t({ id: 'equitySplit.sample.coo', defaultMessage: 'COO, part-time' }), [15, 60, 60]),
        vesting: { totalMonths: 36, cliffMonths: 6 },
      },
    ],
  };
}
