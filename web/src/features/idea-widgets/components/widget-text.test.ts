import { LEAN_CANVAS_BLOCKS, SWOT_QUADRANTS, WIDGET_LABELS, WIDGET_TYPES } from '@core/idea-page/widget-contracts';
import { expect, it } from 'vitest';
import { LEAN_CANVAS_BLOCK_NAMES, SWOT_QUADRANT_NAMES, WIDGET_NAMES } from './widget-text';

it('says, in English, every widget type, lean canvas block and SWOT quadrant exactly as core does', () => {
  for (const type of WIDGET_TYPES) expect(WIDGET_NAMES[type].defaultMessage).toBe(WIDGET_LABELS[type]);
  for (const [name, label] of Object.entries(LEAN_CANVAS_BLOCKS)) {
    expect(LEAN_CANVAS_BLOCK_NAMES[name as keyof typeof LEAN_CANVAS_BLOCKS].defaultMessage).toBe(label);
  }
  for (const [name, label] of Object.entries(SWOT_QUADRANTS)) {
    expect(SWOT_QUADRANT_NAMES[name as keyof typeof SWOT_QUADRANTS].defaultMessage).toBe(label);
  }
});
