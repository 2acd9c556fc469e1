import { describe, expect, it } from 'vitest';
import { mapAxis, positionAt, viewBoxPoint } from './map-geometry';

const price = mapAxis('Price');
const ease = mapAxis('Ease of use');

// The scatter's plot (SCATTER): x from 48 to 640 − 16 = 624 (576 wide), y from 16 to 360 − 44 = 316 (300 high).
describe('the positioning map’s geometry', () => {
  it('reads the place under a point of the plot: scatterPosition turned round, whole and kept within 0–100', () => {
    // (336, 91): x (336 − 48) / 576 × 100 = 50; y (316 − 91) / 300 × 100 = 75.
    expect(positionAt(price, ease, [336, 91])).toEqual({ x: 50, y: 75 });
    // (48, 316) is the plot's bottom-left corner, (624, 16) its top-right one.
    expect(positionAt(price, ease, [48, 316])).toEqual({ x: 0, y: 0 });
    expect(positionAt(price, ease, [624, 16])).toEqual({ x: 100, y: 100 });
    // (100, 200): x 52 / 576 × 100 = 9.03 → 9; y 116 / 300 × 100 = 38.67 → 39.
    expect(positionAt(price, ease, [100, 200])).toEqual({ x: 9, y: 39 });
    // Left of and above the plot: its edges.
    expect(positionAt(price, ease, [0, 0])).toEqual({ x: 0, y: 100 });
  });

  it('turns a pointer on screen into viewBox units, whatever size the chart is drawn at', () => {
    // Drawn 320 × 180 (half the 640 × 360 viewBox) from (10, 20): (178, 65.5) is (168 × 2, 45.5 × 2) = (336, 91).
    expect(viewBoxPoint({ left: 10, top: 20, width: 320, height: 180 }, 178, 65.5)).toEqual([336, 91]);
  });
});
