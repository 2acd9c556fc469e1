import { defaultPropertyValue, type IdeaProperty, type PropertyType } from '@core/idea-page/property-contracts';

/** A custom property named 'Field' as the API answers it: its type's default value, dollars for a currency one. */
export const propertyOf = (type: PropertyType, overrides: Partial<IdeaProperty> = {}): IdeaProperty => ({
  id: 'p1',
  label: 'Field',
  type,
  options: ['a', 'b', 'c'],
  currency: type === 'currency' ? 'USD' : null,
  value: defaultPropertyValue(type),
  ...overrides,
});
