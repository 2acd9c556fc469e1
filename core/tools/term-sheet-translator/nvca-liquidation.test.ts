import { describe, expect, it } from 'vitest';
import { readPreference } from './economic-clauses';
import { inDraft, NVCA_LIQUIDATION, NVCA_LIQUIDATION_2020 } from './nvca-fixtures';
import { reading } from './nvca-readings';
import { readableText } from './read-numbers';

// The NVCA model documents as written (nvca-fixtures.ts: S20 the July 2020 term sheet, S13 the pre-2020 one as
// CommonAccord converted it, VA20 and VA25 the Voting Agreements), each alternative rated as founders' counsel would
// (ADR 0082, corrected by ADR 0087). Where a figure is tested, the test fills the form's blank with it, as a draft would.
describe('the NVCA model term sheet: liquidation preference alternatives (S13 and S20)', () => {
  it('Alternative 3 (S13, S20), "until the holders of Series A Preferred receive an aggregate of [_____] times", is capped participation, its cap left blank', () => {
    for (const capped of [NVCA_LIQUIDATION.capped, NVCA_LIQUIDATION_2020.capped]) {
      expect(readPreference(readableText(capped))).toMatchObject({ participation: 'capped', cap: undefined });
    }
    // S13 fills the preference with '[one] times'; the cap is the blank.
    expect(reading(NVCA_LIQUIDATION.capped, 'liquidationPreference')).toEqual([
      'negotiate',
      'liquidationPreference.participatingCapUnstated',
      { multiple: 1 },
    ]);
  });
  it('S20\'s "First pay [__ times] the Original Purchase Price" leaves the multiple blank: not read as 1x, but as a figure to fill in', () => {
    for (const alternative of [NVCA_LIQUIDATION_2020.nonParticipating, NVCA_LIQUIDATION_2020.capped]) {
      expect(readPreference(readableText(alternative))).toMatchObject({ multiple: undefined, multipleBlank: true });
      expect(reading(alternative, 'liquidationPreference')).toEqual([
        'negotiate',
        'liquidationPreference.multipleUnstated',
        {},
      ]);
    }
    // Filled as a draft would ('[one times]'), Alternative 1 is the usual 1x non-participating preference.
    const filled = inDraft(NVCA_LIQUIDATION_2020.nonParticipating, ['[__ times]', '[one times]']);
    expect(reading(filled, 'liquidationPreference')).toEqual([
      'standard',
      'liquidationPreference.standard',
      { multiple: 1 },
    ]);
  });
  it('a draft of S20\'s Alternative 3 filled with "[three] times" is capped at 3x; S13\'s "[one] times" stays the preference, not the cap', () => {
    const s20 = inDraft(
      NVCA_LIQUIDATION_2020.capped,
      ['[___ times]', '[one times]'],
      ['[_____] times', '[three] times'],
    );
    expect(readPreference(readableText(s20))).toEqual({ multiple: 1, participation: 'capped', cap: 3 });
    expect(reading(s20, 'liquidationPreference')).toEqual([
      'negotiate',
      'liquidationPreference.participatingCapped',
      { multiple: 1, cap: 3 },
    ]);
    const s13 = inDraft(NVCA_LIQUIDATION.capped, ['[_____] times', '[three] times']);
    expect(readPreference(readableText(s13))).toEqual({ multiple: 1, participation: 'capped', cap: 3 });
  });
  it('Alternative 2 (S13, S20), full participation, is a red flag; Alternative 1, "or, if greater, … as-converted", is non-participating', () => {
    for (const [full, none] of [
      [NVCA_LIQUIDATION.fullParticipating, NVCA_LIQUIDATION.nonParticipating],
      [
        NVCA_LIQUIDATION_2020.fullParticipating,
        inDraft(NVCA_LIQUIDATION_2020.nonParticipating, ['[__ times]', '[one times]']),
      ],
    ] as const) {
      expect(reading(full, 'liquidationPreference')).toEqual([
        'redFlag',
        'liquidationPreference.participatingUncapped',
        { multiple: 1 },
      ]);
      expect(reading(none, 'liquidationPreference')).toEqual([
        'standard',
        'liquidationPreference.standard',
        { multiple: 1 },
      ]);
    }
  });
});
