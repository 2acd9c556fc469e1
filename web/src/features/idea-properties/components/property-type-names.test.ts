import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '@core/idea-page/property-contracts';
import { expect, it } from 'vitest';
import { PROPERTY_TYPE_NAMES } from './property-type-names';

it('says, in English, every property type exactly as core does', () => {
  for (const type of PROPERTY_TYPES) expect(PROPERTY_TYPE_NAMES[type].defaultMessage).toBe(PROPERTY_TYPE_LABELS[type]);
});
